import { describe, expect, it } from "vitest";
import { checkServiceCatalogue } from "./check-service-catalogue";
import { listCheckoutProducts } from "./list-checkout-products";
import { serviceEntryFixture } from "./service-entry.fixture";
import type { ServiceEntry } from "./service-entry-schema";

/** Three entries that cross-sell to each other: a consistent catalogue. */
function catalogue(): ServiceEntry[] {
  const slugs = ["alpha", "beta", "gamma"];
  return slugs.map((slug, i) =>
    serviceEntryFixture(i + 1, { slug, crossSellTo: slugs.filter((s) => s !== slug) }),
  );
}

function problems(entries: ServiceEntry[]): string[] {
  return checkServiceCatalogue(entries).map((i) => `${i.index} ${i.slug} ${i.path.join(".")}`);
}

describe("checkServiceCatalogue", () => {
  it("finds nothing wrong in a consistent catalogue", () => {
    expect(checkServiceCatalogue(catalogue())).toEqual([]);
  });

  it("reports a repeated id and slug on the later entry", () => {
    const entries = catalogue();
    entries.push(serviceEntryFixture(9, { slug: "alpha", crossSellTo: ["beta", "gamma"] }));
    expect(problems(entries)).toEqual(["3 alpha id", "3 alpha slug"]);
  });

  it("reports a cross-sell to a service that does not exist", () => {
    const entries = catalogue();
    entries[0]!.crossSells[0]!.url = "/services/missing";
    expect(problems(entries)).toEqual(["0 alpha crossSells.0.url"]);
  });

  it("reports a cross-sell whose title is not the target's title", () => {
    const entries = catalogue();
    entries[1]!.crossSells[0]!.title = "Something else";
    expect(checkServiceCatalogue(entries)).toEqual([
      {
        index: 1,
        slug: "beta",
        path: ["crossSells", 0, "title"],
        message: 'must be the title of alpha: "Title of alpha"',
      },
    ]);
  });

  it("reports a checkout product sold from two buttons", () => {
    const entries = catalogue();
    const cta = {
      text: "Buy — $5,000",
      action: "link" as const,
      href: "checkout:same",
      price: { amount: 5000, currency: "USD" as const },
      product: "same",
    };
    entries[0]!.primaryCTAs.push(cta);
    entries[2]!.primaryCTAs.push(cta);
    expect(problems(entries)).toEqual(["2 gamma primaryCTAs.2.product"]);
  });

  it.each<[string, (e: ServiceEntry) => void, string]>([
    ["h1", (e) => (e.h1 = "Heading number 1 for a test service"), "h1"],
    [
      "short description, ignoring case",
      (e) =>
        (e.shortDescription = "SHORT DESCRIPTION NUMBER 1, long enough to be shown on a card."),
      "shortDescription",
    ],
    ["key benefit", (e) => (e.keyBenefits[3] = "Benefit 2 of service number 1"), "keyBenefits"],
    ["case study metric", (e) => (e.caseStudy!.metric = "Metric number 1"), "caseStudy.metric"],
    ["German title", (e) => (e.i18n.de.title = "Testdienst Nummer 1"), "i18n.de.title"],
    [
      "Arabic short description",
      (e) => (e.i18n.ar.shortDescription = "وصف مختصر رقم 1 طويل بما يكفي لعرضه على بطاقة."),
      "i18n.ar.shortDescription",
    ],
  ])("reports a %s that repeats another entry's text", (_name, change, path) => {
    const entries = catalogue();
    change(entries[1]!);
    expect(problems(entries)).toEqual([`1 beta ${path}`]);
  });

  it("reports a title that repeats another entry's title", () => {
    const entries = catalogue();
    entries[1]!.title = "TITLE OF ALPHA";
    // Cross-sells show their target's title, so the ones pointing to beta follow the rename.
    for (const sell of entries.flatMap((e) => e.crossSells))
      if (sell.url === "/services/beta") sell.title = "TITLE OF ALPHA";
    expect(problems(entries)).toEqual(["1 beta title"]);
  });

  it("lets button labels, keywords and cross-sell descriptions repeat", () => {
    const entries = catalogue();
    expect(entries[0]!.primaryCTAs[0]!.text).toBe(entries[1]!.primaryCTAs[0]!.text);
    expect(entries[0]!.keywordClusters).toEqual(entries[1]!.keywordClusters);
    expect(entries[0]!.crossSells[0]!.description).toBe(entries[1]!.crossSells[0]!.description);
    expect(checkServiceCatalogue(entries)).toEqual([]);
  });
});

describe("listCheckoutProducts", () => {
  it("lists each priced button with its service and price, in catalogue order", () => {
    const entries = catalogue();
    entries[1]!.primaryCTAs.unshift({
      text: "Start — $1,500/month",
      action: "link",
      href: "checkout:monitoring",
      price: { amount: 1500, currency: "USD", interval: "month" },
      product: "monitoring",
    });
    expect(listCheckoutProducts(entries)).toEqual([
      {
        product: "monitoring",
        slug: "beta",
        price: { amount: 1500, currency: "USD", interval: "month" },
      },
    ]);
  });
});
