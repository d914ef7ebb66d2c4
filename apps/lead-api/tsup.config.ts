import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    server: "src/server.ts",
    index: "src/index.ts",
    // pnpm staff:add / staff:reset-password / staff:reset-totp / staff:disable.
    "staff-cli": "src/staff/staff-cli.ts",
    // pnpm mail:preview: every mail template in every language as HTML and text files.
    "mail-preview": "src/mail/preview-mails-cli.ts",
    // Worker threads, loaded by path from the store (new URL("./<name>.js", import.meta.url)).
    "sqlite-writer-worker": "src/store/sqlite-writer-worker.js",
    "sqlite-checkpoint-worker": "src/store/sqlite-checkpoint-worker.js",
  },
  format: ["esm"],
  dts: false,
  clean: true,
  sourcemap: true,
  target: "node20",
  platform: "node",
});
