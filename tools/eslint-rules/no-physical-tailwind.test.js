import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import rule from "./no-physical-tailwind.js";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run("no-physical-tailwind", rule, {
  valid: [
    { code: `<div className="ms-4 pe-2 start-0 text-start border-s rounded-e-lg" />` },
    { code: `cn("float-start", isOpen && "end-0")` },
    { code: `const copy = "Align the text-right of the table"; ` },
    { code: `<div title="ml-4 is fine outside class names" />` },
  ],
  invalid: [
    { code: `<div className="ml-4" />`, errors: [{ messageId: "physical" }] },
    { code: `<div className="md:pr-6 hover:text-right" />`, errors: 2 },
    { code: "cn(`absolute left-0`)", errors: 1 },
    { code: `cva("rounded-l-md border-r -mr-2")`, errors: 3 },
  ],
});
