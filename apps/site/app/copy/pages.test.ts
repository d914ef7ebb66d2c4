import { loadCollection, loadServiceCatalogue } from "@vantreo/content";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { copyModuleFor, localizedPattern, PAGE_ROUTES, pageLocales } from "../route-table";
import type { PageCopy, PageSection } from "./page-copy";

const modules = import.meta.glob<{ copy: Partial<Record<"en" | "de" | "ar", PageCopy>> }>(
  "./pages/*.ts",
  { eager: true },
);
const copyRoutes = PAGE_ROUTES.filter((r) => r.copy !== undefined);

function hrefsOf(copy: PageCopy): string[] {
  const inline = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  const fromSection = (s: PageSection): string[] => {
    switch (s.kind) {
      case "prose":
        return s.paragraphs.flatMap(inline);
      case "cards":
        return s.items.flatMap((i) => [...(i.href ? [i.href] : []), ...inline(i.body)]);
      case "cta":
        return [s.primary.href, ...(s.secondary ? [s.secondary.href] : [])];
      case "list":
        return s.items.flatMap(inline);
      default:
        return [];
    }
  };
  return [
    ...(copy.actions ?? []).map((a) => a.href),
    ...inline(copy.lead),
    ...copy.sections.flatMap(fromSection),
  ];
}

function shape(copy: PageCopy): string[] {
  return copy.sections.map(
    (s) =>
      `${s.kind}:${"items" in s ? s.items.length : "paragraphs" in s ? s.paragraphs.length : "rows" in s ? s.rows.length : 0}`,
  );
}

let known: Set<string>;

beforeAll(async () => {
  const dir = (name: string) => fileURLToPath(new URL(`../../content/${name}`, import.meta.url));
  const [services, insights, caseStudies, careers] = await Promise.all([
    loadServiceCatalogue(dir("services")),
    loadCollection(dir("insights"), "insight"),
    loadCollection(dir("case-studies"), "case-study"),
    loadCollection(dir("careers"), "career"),
  ]);
  known = new Set([
    ...PAGE_ROUTES.filter((r) => !/[:*]/.test(r.path)).flatMap((r) =>
      pageLocales(r).map((l) => localizedPattern(r, l)),
    ),
    ...services.map((s) => `/services/${s.slug}`),
    ...insights.map((d) => `/insights/${d.slug}`),
    ...caseStudies.map((d) => `/case-studies/${d.slug}`),
    ...careers.map((d) => `/careers/${d.slug}`),
  ]);
});

describe("page copy", () => {
  it("has a module for every content page of the route table", () => {
    const missing = copyRoutes
      .filter((r) => !modules[`./${r.copy!.replace("copy/", "")}`])
      .map((r) => r.path);
    expect(missing).toEqual([]);
  });

  for (const route of copyRoutes) {
    const module = modules[`./${copyModuleFor(route.path).replace("copy/", "")}`];
    if (!module) continue;
    describe(`/${route.path}`, () => {
      it("exists in exactly the locales the route exists in", () => {
        expect(Object.keys(module.copy).sort()).toEqual([...pageLocales(route)].sort());
      });

      it("has a description of at most 160 characters in every locale", () => {
        for (const copy of Object.values(module.copy))
          expect(copy!.description.length).toBeLessThanOrEqual(160);
      });

      it("keeps the same sections in the same order in every locale", () => {
        const english = shape(module.copy.en!);
        for (const copy of Object.values(module.copy)) expect(shape(copy!)).toEqual(english);
      });

      it("links only to pages that exist", () => {
        for (const copy of Object.values(module.copy)) {
          const broken = hrefsOf(copy!)
            .filter((href) => href.startsWith("/"))
            .map((href) => href.split(/[?#]/)[0]!.replace(/(.)\/$/, "$1"))
            .filter((path) => !known.has(path));
          expect(broken).toEqual([]);
        }
      });
    });
  }
});
