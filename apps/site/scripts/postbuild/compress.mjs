// Brotli and gzip copies of every text asset, so the server (or a CDN) sends them as they are.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".json",
  ".txt",
  ".data",
  ".webmanifest",
]);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Brotli (max quality) of a buffer: the size a browser downloads. */
export function brotli(buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

export async function compressTree(root) {
  let count = 0;
  for await (const file of files(root)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const body = await readFile(file);
    if (body.length < 256) continue;
    await writeFile(`${file}.br`, brotli(body));
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
