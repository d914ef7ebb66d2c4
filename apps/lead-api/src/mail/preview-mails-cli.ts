import { resolve } from "node:path";
import { writeMailPreviews } from "./mail-previews";

// pnpm --filter @vantreo/lead-api mail:preview [folder]: every template in every language as
// HTML and text files (default folder: mail-preview), to open in a browser.
const folder = resolve(process.argv[2] ?? "mail-preview");
for (const file of writeMailPreviews(folder)) process.stdout.write(`${file}\n`);
