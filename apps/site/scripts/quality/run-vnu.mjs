// The W3C Nu HTML Checker (vnu-jar) over many documents in ONE Java process: starting the JVM
// costs seconds, checking a page milliseconds (so vnu runs once over all files).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
/** The checker's jar, as shipped by the vnu-jar package (its default export is the path). */
const VNU_JAR = String(require("vnu-jar"));

/**
 * Checks `files` with vnu and resolves to its errors (warnings and info are left out; a file vnu
 * cannot read counts as an error), each as
 * `{ file, line, column, message, extract }` with `file` relative to `root`. Rejects when vnu
 * itself fails (no Java, unreadable output), never because a document has errors.
 */
export function runVnu(files, { root = process.cwd(), java = process.env.JAVA ?? "java" } = {}) {
  const relativeName = (file) => relative(root, file).split("\\").join("/");
  // vnu skips a missing file without a word; a page that is not there must not pass.
  const missing = files
    .filter((file) => !existsSync(file))
    .map((file) => ({
      file: relativeName(file),
      line: 0,
      column: 0,
      message: "file not found",
      extract: "",
    }));
  const present = files.filter((file) => existsSync(file));
  if (present.length === 0) return Promise.resolve(missing);
  const args = [
    "-jar",
    VNU_JAR,
    "--format",
    "json",
    "--errors-only",
    "--exit-zero-always",
    // The pages carry the stylesheet Tailwind generates in a <style> element (app/root.tsx), and
    // vnu's CSS profile predates CSS that browsers support and Tailwind emits (@property,
    // field-sizing, margin-trim). This check is about the HTML; the CSS is Tailwind's output.
    "--filterpattern",
    "CSS: .*",
  ];
  return new Promise((resolve, reject) => {
    // vnu prints its report on stderr; a large site's JSON fits easily in 64 MB.
    execFile(java, [...args, ...present], { maxBuffer: 64 * 1024 * 1024 }, (error, _out, err) => {
      if (error) {
        reject(new Error(`vnu failed: ${error.message}\n${err}`));
        return;
      }
      try {
        const report = JSON.parse(err);
        resolve([
          ...missing,
          ...report.messages
            .filter((message) => message.type === "error" || message.type === "non-document-error")
            .map((message) => ({
              file: message.url ? relativeName(fileURLToPath(message.url)) : "(unknown)",
              line: message.lastLine ?? 0,
              column: message.firstColumn ?? message.lastColumn ?? 0,
              message: message.message,
              extract: message.extract ?? "",
            })),
        ]);
      } catch (parseError) {
        reject(new Error(`vnu printed no JSON report: ${parseError}\n${err.slice(0, 2000)}`));
      }
    });
  });
}
