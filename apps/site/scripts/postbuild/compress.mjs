// Brotli and gzip copies of every text asset, so the server (or a CDN) sends them as they are.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip } from "node:zlib";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".json",
  ".txt",
  ".webmanifest",
]);
// Hashed assets are compressed once and cached for a year: they get the slow maximum. Pages and
// data change with every build; quality 9 is within a few percent of 11 at a fraction of the time.
const MAX_QUALITY = new Set([".js", ".css", ".svg"]);
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const brotliOptions = (length, quality) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: length },
});

/** Brotli (max quality) of a buffer: the size a browser downloads. */
export function brotli(buffer) {
  return brotliCompressSync(buffer, brotliOptions(buffer.length, 11));
}

async function compressFile(file) {
  const body = await readFile(file);
  if (body.length < 256) return false;
  const quality = MAX_QUALITY.has(extname(file)) ? 11 : 9;
  const [br, gz] = await Promise.all([
    brotliAsync(body, brotliOptions(body.length, quality)),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

export async function compressTree(root) {
  const targets = [];
  for await (const file of files(root)) if (COMPRESSIBLE.has(extname(file))) targets.push(file);
  let count = 0;
  // zlib's async work runs on libuv's thread pool; a few files at a time keep every core busy.
  for (let i = 0; i < targets.length; i += 8) {
    const done = await Promise.all(targets.slice(i, i + 8).map(compressFile));
    count += done.filter(Boolean).length;
  }
  return count;
}
