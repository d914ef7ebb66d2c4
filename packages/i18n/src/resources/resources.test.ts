import { describe, expect, it } from "vitest";
import { NAMESPACES } from "../instance/namespaces";
import { checkResourceParity } from "../parity/check-resource-parity";
import { flattenStrings } from "../parity/flatten-strings";
import { RESOURCES } from "./resources";

describe("the shared UI strings", () => {
  // The CI gate of the translations: a key missing in any locale, or a translation whose
  // {{placeholders}} or plural forms differ, fails here.
  it("have every key, placeholder and plural form in English, German and Arabic", () => {
    const issues = checkResourceParity(RESOURCES);
    expect(issues.map((issue) => issue.message)).toEqual([]);
  });

  it("cover every namespace in every locale", () => {
    for (const bundle of [RESOURCES.en, RESOURCES.de, RESOURCES.ar]) {
      expect(Object.keys(bundle).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it("address German readers formally, never with du, dich, dir or dein", () => {
    const informal = /\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i;
    const german = Object.values(RESOURCES.de).flatMap((tree) => [
      ...flattenStrings(tree).values(),
    ]);
    expect(german.filter((text) => informal.test(text))).toEqual([]);
  });

  it("write every Arabic string in Arabic script except names, codes and examples", () => {
    // Hand-picked: brand, error code and input examples that stay in Latin script.
    const latinByDesign = new Set([
      "common:brand.name",
      "common:footer.newsletter.emailPlaceholder",
      "errors:notFound.code",
      "leads:form.email.placeholder",
      "leads:form.phone.placeholder",
      "popup:emailPlaceholder",
    ]);
    const untranslated = Object.entries(RESOURCES.ar).flatMap(([namespace, tree]) =>
      [...flattenStrings(tree)]
        .filter(
          ([key, text]) =>
            !/[\u0600-\u06ff]/.test(text) && !latinByDesign.has(`${namespace}:${key}`),
        )
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(untranslated).toEqual([]);
  });

  it("translate every German string that is not the same word in both languages", () => {
    // Hand-picked: words German uses as they are, plus names and codes.
    const sameInGerman = new Set([
      "common:brand.name",
      "common:region.label",
      "common:menu.groups.tools",
      "common:footer.headings.newsletter",
      "common:footer.legal.impressum",
      "common:footer.address.locality",
      "mail:footer.postal",
      "forms:optional",
      "search:fastTrack",
      "consent:gpc.dismiss",
      "errors:notFound.code",
      "toasts:kinds.info",
      "dataroom:admin.requests.name",
      "dataroom:admin.requests.status",
      "desk:nav.leads",
      "desk:nav.spam",
      "desk:roles.marketing",
      "desk:leadType.newsletter",
      "desk:leadType.assessment",
      "desk:source.popup",
      "desk:inbox.filters.status",
      "desk:inbox.counts.item",
      "desk:inbox.table.name",
      "desk:inbox.table.status",
      "desk:inbox.export.json",
      "desk:lead.title",
      "mail:bookingNotification.lead",
      "desk:lead.details.version",
      "desk:lead.attribution.heading",
      "desk:lead.delivery.crm",
      "desk:lead.workflow.heading",
      "desk:lead.history.by",
      "desk:lead.history.status",
      "deskAdmin:reports.leads",
      "deskAdmin:reports.median",
    ]);
    const english = RESOURCES.en as unknown as Record<string, Parameters<typeof flattenStrings>[0]>;
    const copies = Object.entries(RESOURCES.de).flatMap(([namespace, tree]) => {
      const source = flattenStrings(english[namespace] ?? {});
      return [...flattenStrings(tree)]
        .filter(
          ([key, text]) => source.get(key) === text && !sameInGerman.has(`${namespace}:${key}`),
        )
        .map(([key]) => `${namespace}:${key}`);
    });
    expect(copies).toEqual([]);
  });
});
