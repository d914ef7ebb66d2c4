#!/usr/bin/env node
// Build step: writes every service's lead-magnet brief, in English, German and Arabic, to
// `<build>/client/lead-magnets/<service id>.<locale>.pdf`, the file the lead API's signed
// download link redirects to (apps/lead-api/src/lead-magnets). See README.md beside this file.
import { mkdir, writeFile } from "node:fs/promises";
import { clientDir } from "../build-dir.mjs";
import { briefFileName, loadBriefSources } from "./load-briefs.mjs";
import { briefParts } from "./brief-html.mjs";
import { BRIEF_LOCALES } from "./brief-copy.mjs";
import { openBriefPrinter } from "./render-briefs.mjs";

/**
 * Renders every brief into `outDir`; returns how many were written.
 * @param {string} outDir
 */
export async function generateLeadMagnets(outDir) {
  const { services, firm } = await loadBriefSources();
  await mkdir(outDir, { recursive: true });
  const printer = await openBriefPrinter();
  let written = 0;
  try {
    for (const service of services) {
      for (const locale of BRIEF_LOCALES) {
        const bytes = await printer.print(briefParts(service, locale, firm));
        await writeFile(`${outDir}/${briefFileName(service.id, locale)}`, bytes);
        written += 1;
      }
    }
  } finally {
    await printer.close();
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const count = await generateLeadMagnets(`${clientDir()}lead-magnets`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`lead magnets: ${count} briefs in ${seconds} s\n`);
}
