import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cva } from "class-variance-authority";
import ts from "typescript";

/**
 * Class strings read from source files with the TypeScript parser, for the parity test of `cn`:
 * the kit's component defaults (what a caller's `className` is merged into) and every class
 * string the stories and the site write.
 */

/** Every .ts/.tsx file under `dir`, recursively. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : "";

/** A string literal compared with something (`status === "loaded"`) is a value, not classes. */
function isCompared(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isBinaryExpression(parent) &&
    [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ].includes(parent.operatorToken.kind)
  );
}

/**
 * The class text of the literals under `node`: string literals and the static parts of template
 * literals, without the words glued to a `${}` (they are only part of a class name).
 */
function literalClasses(node: ts.Node, constants: Map<string, string>): string[] {
  const found: string[] = [];
  walk(node, (child) => {
    if (
      (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) &&
      !isCompared(child)
    ) {
      found.push(child.text);
    } else if (ts.isTemplateExpression(child)) {
      const parts = [child.head, ...child.templateSpans.map((span) => span.literal)];
      for (const [index, part] of parts.entries()) {
        let text = part.text;
        if (index > 0) text = text.replace(/^\S+/, "");
        if (index < parts.length - 1) text = text.replace(/\S+$/, "");
        found.push(text);
      }
    } else if (ts.isIdentifier(child) && constants.has(child.text)) {
      found.push(constants.get(child.text)!);
    }
  });
  return found.map((text) => text.trim()).filter(Boolean);
}

/** Module-level `const name = "classes"` of the files (e.g. the text controls' shared classes). */
function stringConstants(sources: ts.SourceFile[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const source of sources) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && init && ts.isStringLiteralLike(init)) {
          constants.set(declaration.name.text, init.text);
        }
      }
    }
  }
  return constants;
}

/** The value of a literal expression made of strings, objects and arrays (a cva config). */
function evaluate(node: ts.Expression): unknown {
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
    return evaluate(node.expression);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.filter(ts.isPropertyAssignment).map((property) => {
        const name = property.name;
        const key = ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
        return [key, evaluate(property.initializer)];
      }),
    );
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => evaluate(element));
  throw new Error(`cannot evaluate ${node.getText()}`);
}

type CvaConfig = { variants?: Record<string, Record<string, string>> };

/** Every class string a `cva(base, config)` call produces: one per combination of variants. */
function cvaCombinations(call: ts.CallExpression): string[] {
  const [baseNode, configNode] = call.arguments;
  const base = baseNode ? (evaluate(baseNode) as string) : "";
  const config = (configNode ? evaluate(configNode) : {}) as CvaConfig;
  const variants = cva(base, config as never);
  let combinations: Record<string, string>[] = [{}];
  for (const [key, options] of Object.entries(config.variants ?? {})) {
    combinations = combinations.flatMap((combination) =>
      Object.keys(options).map((option) => ({ ...combination, [key]: option })),
    );
  }
  return combinations.map((combination) => variants(combination as never));
}

/**
 * The default classes of the kit's components, read from `srcDir`: every combination of each
 * `cva()` call, and the class literals of each `cn()` call (the caller's `className`, a variable,
 * is what gets merged into them).
 */
export function componentDefaults(srcDir: string): string[] {
  const files = sourceFiles(srcDir).filter(
    (file) => !/\.(test|stories)\.tsx?$|[/\\](stories|test-utils)[/\\]/.test(file),
  );
  const sources = files.map(parse);
  const constants = stringConstants(sources);
  const defaults: string[] = [];
  for (const source of sources) {
    walk(source, (node) => {
      if (!ts.isCallExpression(node)) return;
      if (calleeName(node) === "cva") defaults.push(...cvaCombinations(node));
      if (calleeName(node) === "cn") {
        const classes = node.arguments.flatMap((argument) => literalClasses(argument, constants));
        if (classes.length > 0) defaults.push(classes.join(" "));
      }
    });
  }
  return [...new Set(defaults)];
}

/**
 * Every class string written in the files: the literals of `className` (and `…ClassName`)
 * attributes and of `cn()`/`clsx()`/`cva()` calls, one string per literal.
 */
export function writtenClassStrings(files: string[]): string[] {
  const strings: string[] = [];
  for (const source of files.map(parse)) {
    walk(source, (node) => {
      const isClassAttribute =
        ts.isJsxAttribute(node) && /^(className|\w+ClassName)$/.test(node.name.getText());
      const isClassCall =
        ts.isCallExpression(node) && ["cn", "clsx", "cva"].includes(calleeName(node));
      if (isClassAttribute || isClassCall) strings.push(...literalClasses(node, new Map()));
    });
  }
  return [...new Set(strings)];
}
