// What the briefs are made from: the validated service catalogue and the firm's facts.
import { loadServiceCatalogue } from "@vantreo/content";
import { loadFirmFacts } from "@vantreo/firm/node";
import { fileURLToPath } from "node:url";

const CATALOGUE_DIR = fileURLToPath(new URL("../../content/services/", import.meta.url));

/** The catalogue (sorted by id, so the order of the files never matters) and the firm's facts. */
export async function loadBriefSources() {
  const services = (await loadServiceCatalogue(CATALOGUE_DIR)).sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  return { services, firm: loadFirmFacts() };
}

/**
 * The file of one brief (`mlops-model-operations.de.pdf`); the lead API builds the same name
 * (`apps/lead-api/src/lead-magnets/lead-magnet-file.ts`).
 * @param {string} serviceId @param {string} locale
 */
export const briefFileName = (serviceId, locale) => `${serviceId}.${locale}.pdf`;
