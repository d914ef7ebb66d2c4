import { describe, expect, it } from "vitest";
import { LOCALIZED_PAGE_KEYS, LOCALIZED_PAGES } from "./localized-pages";
import { DATAROOM_TABLE, DESK_TABLE, NEWSLETTER_TABLE, PAGE_TABLE } from "./page-table.fixture";

describe("LOCALIZED_PAGES", () => {
  it("lists exactly the fourteen pages the spec localizes, then the data room's, the mailed links' and the confirmations' pages and the lead desk's, in every locale", () => {
    const table = LOCALIZED_PAGE_KEYS.map((key) => {
      const page = LOCALIZED_PAGES[key];
      return [page.en, page.de, page.ar];
    });
    expect(table).toEqual(
      [...PAGE_TABLE, ...DATAROOM_TABLE, ...NEWSLETTER_TABLE, ...DESK_TABLE].map((row) => [...row]),
    );
  });

  it("serves the data room, its access and admin pages and the document shell under /de and /ar", () => {
    expect(LOCALIZED_PAGES["dataroom-access"]).toEqual({
      en: "/dataroom/access",
      de: "/de/dataroom/access",
      ar: "/ar/dataroom/access",
    });
    expect(LOCALIZED_PAGES["dataroom-document-shell"].ar).toBe("/ar/dataroom/__document");
  });

  it("keeps /privacy-policy in English but /privacy under /de and /ar", () => {
    expect(LOCALIZED_PAGES.privacy).toEqual({
      en: "/privacy-policy",
      de: "/de/privacy",
      ar: "/ar/privacy",
    });
  });

  it("names the Atlanta page by its key and serves it at /atlanta-data-experts", () => {
    expect(LOCALIZED_PAGES.atlanta.de).toBe("/de/atlanta-data-experts");
  });
});
