// `node scripts/quality/check-html.mjs`: every HTML document of the build (SITE_BUILD_DIR) through
// the W3C Nu HTML Checker in one run; prints each error and exits 1 if there is any.
import { clientDir } from "../build-dir.mjs";
import { listHtmlFiles } from "./html-files.mjs";
import { runVnu } from "./run-vnu.mjs";

const started = Date.now();
const client = clientDir();
const files = await listHtmlFiles(client);
const errors = await runVnu(files, { root: client });
for (const error of errors) {
  console.error(
    `${error.file}:${error.line}:${error.column} ${error.message}\n    ${error.extract}`,
  );
}
console.log(
  `vnu: ${files.length} documents, ${errors.length} errors, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = errors.length > 0 ? 1 : 0;
