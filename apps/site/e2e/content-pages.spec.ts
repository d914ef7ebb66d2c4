import { expect, test, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { builtPages } from "./built-pages";

// Key content of the catalogue, article, career, booking, Atlanta, compare, cybersecurity and
// legal pages (spec sections 2, 3 and 9). routes.spec.ts already checks status, one h1, lang/dir
// and meta on every page, home.spec.ts the home page. Expected values come from the spec or from
// the content files (content/*, app/copy/pages/*), never from the code that renders them.

const contentDir = fileURLToPath(new URL("../content/", import.meta.url));

interface Doc {
  slug: string;
  title: string;
  date: string;
  tags: string[];
  downloadUrl?: string;
}

/** The front matter fields these tests need, read straight from the markdown files. */
function docs(collection: string): Doc[] {
  const dir = `${contentDir}${collection}/`;
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .map((file) => {
      const head = readFileSync(dir + file, "utf8").split(/^---$/m)[1] ?? "";
      const field = (name: string) =>
        new RegExp(`^${name}:\\s*"?(.*?)"?\\s*$`, "m").exec(head)?.[1];
      const list = (name: string) =>
        (new RegExp(`^${name}:\\n((?:\\s+- .*\\n?)+)`, "m").exec(head)?.[1] ?? "")
          .split("\n")
          .map((l) => l.replace(/^\s+- /, "").trim())
          .filter(Boolean);
      return {
        slug: file.replace(/\.md$/, ""),
        title: field("title") ?? "",
        date: field("date") ?? "",
        tags: list("tags"),
        downloadUrl: field("downloadUrl"),
      };
    });
}

interface ServiceJson {
  slug: string;
  category: string;
  title: string;
  shortDescription: string;
  keywordClusters: string[];
  i18n: Record<"de" | "ar", { title: string; shortDescription: string }>;
}

const services: ServiceJson[] = readdirSync(`${contentDir}services/`)
  .filter((f) => f.endsWith(".json"))
  .flatMap((f) => JSON.parse(readFileSync(`${contentDir}services/${f}`, "utf8")) as ServiceJson[]);

/** Opens a page and waits for hydration: the cookie banner only renders on the client. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: /^(Decline|Ablehnen|رفض)$/ }).click();
}

test.describe("the services catalogue", () => {
  test("lists all 59 services and filters them by category and by text", async ({ page }) => {
    await openHydrated(page, "/services");
    const cards = page.locator("main li article");
    await expect(cards).toHaveCount(59);
    const filter = page.getByRole("group", { name: "Filter services" });

    await filter.getByRole("button", { name: "Cybersecurity" }).click();
    const security = services.filter((s) => s.category === "Security");
    await expect(cards).toHaveCount(security.length);
    await expect(page.getByText(`${security.length} services`)).toBeVisible();
    for (const s of security) {
      await expect(page.getByRole("link", { name: s.title, exact: true })).toBeVisible();
    }

    const needle = "zero trust";
    await page.getByLabel("Search services").fill(needle);
    const matching = security.filter((s) =>
      [s.title, s.shortDescription, ...s.keywordClusters].some((t) =>
        t.toLowerCase().includes(needle),
      ),
    );
    expect(matching.length).toBeGreaterThan(0);
    await expect(cards).toHaveCount(matching.length);

    await page.getByLabel("Search services").fill("no such service anywhere");
    await expect(page.getByText("No services match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(cards).toHaveCount(59);
  });

  for (const [locale, h1, all, more] of [
    [
      "de",
      "Leistungen für Daten, KI, Sicherheit und Infrastruktur",
      "Alle Kategorien",
      "Mehr erfahren",
    ],
    [
      "ar",
      "خدمات البيانات والذكاء الاصطناعي والأمن والبنية التحتية",
      "جميع الفئات",
      "اعرفوا المزيد",
    ],
  ] as const) {
    test(`/${locale}/services shows the catalogue and its chrome in the page's language`, async ({
      page,
    }) => {
      await openHydrated(page, `/${locale}/services`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("button", { name: all })).toHaveAttribute("aria-pressed", "true");
      const cards = page.locator("main li article");
      await expect(cards).toHaveCount(59);
      await expect(cards.first()).toContainText(more);
      await expect(page.locator("main")).not.toContainText("Learn more");
      // The text filter searches the translated title and description and the keywords.
      await page.getByRole("searchbox").fill("MLOps");
      const matching = services.filter((s) =>
        [s.i18n[locale].title, s.i18n[locale].shortDescription, ...s.keywordClusters].some((t) =>
          t.toLowerCase().includes("mlops"),
        ),
      );
      expect(matching.length).toBeGreaterThan(0);
      await expect(cards).toHaveCount(matching.length);
      await expect(cards.first()).toContainText(matching[0]?.i18n[locale].title ?? "");
    });
  }
});

test("a service page shows problem, solution, benefits, priced calls to action, lead magnet, cross-sells and case study", async ({
  page,
}) => {
  await page.goto("/services/ai-strategy-value-sprint");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "AI Strategy Value Sprint: A Funded AI Roadmap in 4-6 Weeks",
  );
  for (const heading of ["The problem", "How we solve it", "Key benefits", "Client result"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator("#benefits li")).toHaveCount(5);
  // Spec section 9: AI strategy sprint half day $2,000, full day $3,500.
  await expect(
    page.getByRole("link", { name: /Half-day strategy session — \$2,000/ }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: /Full-day strategy session — \$3,500/ }),
  ).toBeVisible();
  const discovery = page.getByRole("link", { name: "Book a 15-minute discovery call" });
  const discoveryUrl = new URL((await discovery.getAttribute("href")) ?? "");
  expect(discoveryUrl.searchParams.get("utm_source")).toBe("service-page");
  expect(discoveryUrl.searchParams.get("utm_service")).toBe("ai-strategy-value-sprint");

  // The lead magnet opens its short form in place (a native disclosure; issue #34).
  const magnet = page.locator("#lead-magnet-action");
  await expect(magnet).toHaveText("Request the AI Use Case Prioritization Matrix");
  await magnet.click();
  await expect(page.locator("form#lead-magnet-form")).toBeVisible();

  const related = await page
    .locator("#related a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(related).toEqual([
    "/services/ai-adoption-change-management",
    "/services/fractional-ai-pmo",
    "/services/ai-governance-compliance",
  ]);
  // Spec section 9, copy claims: $15M annual impact in 6 weeks.
  await expect(page.locator("#case-study")).toContainText("$15M annual impact");
  await expect(
    page.getByRole("heading", { name: "Talk to us about AI Strategy Value Sprint" }),
  ).toBeVisible();
});

test.describe("insights", () => {
  const insights = docs("insights");

  test("lists the 20 insights newest first and filters them by topic", async ({ page }) => {
    expect(insights).toHaveLength(20);
    await openHydrated(page, "/insights");
    const cards = page.locator("main li article");
    await expect(cards).toHaveCount(20);
    const dates = await cards
      .locator("time")
      .evaluateAll((t) => t.map((e) => e.getAttribute("datetime")));
    expect(dates).toEqual([...insights.map((d) => d.date)].sort().reverse());
    const newest = insights.find((d) => d.date === "2025-10-21");
    await expect(cards.first().getByRole("heading")).toHaveText(newest?.title ?? "");

    const topic = newest?.tags[0] ?? "";
    await page
      .getByRole("group", { name: "Filter by topic" })
      .getByRole("button", { name: topic, exact: true })
      .click();
    await expect(cards).toHaveCount(insights.filter((d) => d.tags.includes(topic)).length);
    await page.getByRole("button", { name: "All topics" }).click();
    await expect(cards).toHaveCount(20);
  });

  test("an insight has its table of contents, reading time, report, related reading and a prefilled call to action", async ({
    page,
  }) => {
    const doc = insights.find((d) => d.slug === "enterprise-ai-scaling-report-2025");
    if (!doc) throw new Error("the scaling report is bundled");
    await openHydrated(page, `/insights/${doc.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Download PDF Report" })).toHaveAttribute(
      "href",
      doc.downloadUrl ?? "",
    );
    const toc = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await toc.count()).toBeGreaterThan(1);
    for (const href of await toc.evaluateAll((l) => l.map((a) => a.getAttribute("href")))) {
      await expect(page.locator(`.article-body [id="${(href ?? "").slice(1)}"]`)).toHaveCount(1);
    }
    const related = page.getByRole("region", { name: "Related reading" }).getByRole("article");
    await expect(related).not.toHaveCount(0);
    expect(await related.count()).toBeLessThanOrEqual(3);

    const cta = page.getByRole("link", { name: "Talk to an expert" });
    const url = new URL((await cta.getAttribute("href")) ?? "", "http://x");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("source")).toMatch(/insights/);
    expect(url.searchParams.get("utm_service")).toBe(
      (doc.tags[0] ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    );
    expect(url.searchParams.get("subject")).toBe(doc.title);
    await cta.click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByLabel(/How can we help/)).toHaveValue(doc.title);
  });
});

test.describe("case studies", () => {
  const studies = docs("case-studies");

  test("lists the six case studies with their images", async ({ page }) => {
    await page.goto("/case-studies");
    const cards = page.locator("main li article");
    await expect(cards).toHaveCount(6);
    const hrefs = await cards
      .getByRole("link")
      .evaluateAll((l) => l.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(studies.map((d) => `/case-studies/${d.slug}`).sort());
  });

  for (const slug of [
    "ai-ethics-framework",
    "self-hosted-ai-roi",
    "private-ai-infrastructure",
    "missing-sixth-dimension",
  ]) {
    test(`/case-studies/${slug} shows the study with its call to action`, async ({ page }) => {
      await page.goto(`/case-studies/${slug}`);
      const doc = studies.find((d) => d.slug === slug);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc?.title ?? "");
      await expect(page.getByRole("link", { name: "Case studies" }).first()).toHaveAttribute(
        "href",
        "/case-studies",
      );
      await expect(page.getByRole("link", { name: "Talk to an expert" })).toHaveAttribute(
        "href",
        /^\/contact\?source=case-studies/,
      );
    });
  }

  test("/resources/private-ai-roi is the self-hosted AI ROI study under one canonical address", async ({
    page,
  }) => {
    await page.goto("/resources/private-ai-roi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      studies.find((d) => d.slug === "self-hosted-ai-roi")?.title ?? "",
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("3x");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.vantreo.com/case-studies/self-hosted-ai-roi",
    );
  });
});

test("learning shows its empty state with links to the insights and the training service", async ({
  page,
}) => {
  // No learning documents are bundled (spec section 3), so no item page is built.
  expect(builtPages().filter((p) => p.startsWith("/learning/"))).toEqual([]);
  await page.goto("/learning");
  const empty = page.getByRole("region", { name: "No learning paths are published yet" });
  await expect(empty.getByRole("link", { name: "Read the insights" })).toHaveAttribute(
    "href",
    "/insights",
  );
  await expect(empty.getByRole("link", { name: "AI training and upskilling" })).toHaveAttribute(
    "href",
    "/services/ai-training-upskilling",
  );
});

test.describe("careers", () => {
  const roles = readdirSync(`${contentDir}careers/`).filter((f) => f.endsWith(".md"));

  for (const [path, h1] of [
    ["/careers", "Build AI that regulated enterprises can trust"],
    ["/de/careers", "Bauen Sie KI, der regulierte Unternehmen vertrauen"],
    ["/ar/careers", "ابنِ ذكاءً اصطناعيًا تثق به المؤسسات الخاضعة للتنظيم"],
  ] as const) {
    test(`${path} lists every open role`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const links = page.locator("#roles h3 a");
      await expect(links).toHaveCount(roles.length);
      await expect(page.locator('#roles a[href="/careers/senior-data-engineer"]')).toHaveText(
        "Senior Data Engineer",
      );
    });
  }

  test("a role lists what you will do and bring, and Apply opens the contact form with the role as subject", async ({
    page,
  }) => {
    const file = readFileSync(`${contentDir}careers/senior-data-engineer.md`, "utf8");
    const responsibilities =
      /^responsibilities:\n((?:\s+- .*\n)+)/m.exec(file)?.[1]?.trim().split("\n") ?? [];
    await openHydrated(page, "/careers/senior-data-engineer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Senior Data Engineer");
    await expect(
      page.getByRole("region", { name: "What you will do" }).getByRole("listitem"),
    ).toHaveCount(responsibilities.length);
    await expect(
      page.getByRole("region", { name: "What you bring" }).getByRole("listitem"),
    ).not.toHaveCount(0);
    await page.getByRole("link", { name: "Apply for this role" }).click();
    await expect(page).toHaveURL(/\/contact\?source=careers&subject=/);
    const form = page.locator("form#contact-form");
    await expect(form.getByLabel(/How can we help/)).toHaveValue(
      "Application: Senior Data Engineer",
    );
  });
});

test("bookings offers the five sessions of the specification with their prices", async ({
  page,
}) => {
  await page.goto("/bookings");
  const sessions = page.locator("[data-booking-option]");
  await expect(sessions).toHaveCount(5);
  // Spec section 9, booking prices.
  const expected = [
    ["assessment", "$5,000", /1 week/],
    ["workshop", "$2,000", /Half-Day Workshop/],
    ["deep-dive", "$500", /60-Minute Deep Dive/],
    ["consultation", "$100", /Credited to larger packages/],
    ["discovery", "Free", /15-Minute Discovery Call/],
  ] as const;
  for (const [id, price, text] of expected) {
    const card = page.locator(`[data-booking-option="${id}"]`);
    await expect(card.locator("p").first()).toHaveText(price);
    await expect(card).toContainText(text);
    const link = card.getByRole("link");
    await expect(link).toHaveAttribute("target", "_blank");
    const url = new URL((await link.getAttribute("href")) ?? "");
    expect(url.searchParams.get("utm_source")).toBe("bookings");
    expect(url.searchParams.get("utm_service")).toBe(id);
  }
  await expect(page.locator("[data-booking-option=assessment]")).toContainText("ROI analysis");
});

test.describe("the Atlanta page", () => {
  const states = ["Georgia", "Alabama", "Tennessee", "North Carolina", "South Carolina", "Florida"];
  for (const [locale, stats, cities, areas] of [
    ["", "Our Atlanta team in figures", "Across the Southeast", "Service areas"],
    ["/de", "Unser Team in Atlanta in Zahlen", "Im ganzen Südosten", "Einsatzgebiete"],
    ["/ar", "فريقنا في أتلانتا بالأرقام", "في أنحاء الجنوب الشرقي", "مناطق الخدمة"],
  ]) {
    test(`${locale || "/"}: four stats, six city cards, six service areas and the office hours`, async ({
      page,
    }) => {
      await page.goto(`${locale}/atlanta-data-experts`);
      // Spec section 9: 50+ clients, 200+ Southeast projects, 85+ data engineers, 15+ years.
      await expect(
        page.getByRole("region", { name: stats }).locator('[data-slot="stat-item-number"]'),
      ).toHaveText(["50+", "200+", "85+", "15+"]);
      await expect(page.getByRole("region", { name: cities }).locator("h3")).toHaveCount(6);
      await expect(page.getByRole("region", { name: areas }).getByRole("listitem")).toHaveCount(6);
      if (!locale) {
        await expect(page.getByRole("region", { name: areas }).getByRole("listitem")).toHaveText(
          states,
        );
      }
      await expect(page.locator("main")).toContainText("08:00");
      await expect(page.locator("main")).toContainText("18:00");
      await expect(
        page.locator(`main a[href="${locale}/contact?location=atlanta"]`).first(),
      ).toBeVisible();
      await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    });
  }

  test("its four service cards link to /services/{title in lowercase with hyphens}", async ({
    page,
  }) => {
    await page.goto("/atlanta-data-experts");
    const links = page
      .getByRole("region", { name: "What our Atlanta team delivers" })
      .locator("h3 a");
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      const title = (await link.textContent()) ?? "";
      await expect(link).toHaveAttribute(
        "href",
        `/services/${title.toLowerCase().replace(/\s+/g, "-")}`,
      );
    }
    await expect(page.locator("main")).toContainText("Monday to Friday 08:00-18:00");
  });
});

// h1s and comparison columns as written in app/copy/pages/*.ts.
const COPY_PAGES: [string, string, RegExp | null][] = [
  [
    "/compare/accenture-alternative",
    "An Accenture alternative for enterprise data and AI programs",
    /Accenture/,
  ],
  [
    "/compare/deloitte-comparison",
    "Deloitte or a specialist: choosing a partner for data, AI and AI governance",
    /Deloitte/,
  ],
  [
    "/compare/ey-alternative",
    "An EY alternative for data and AI work in finance and transactions",
    /EY/,
  ],
  [
    "/compare/ibm-alternative",
    "An IBM alternative for data platforms, MLOps and private AI",
    /IBM/,
  ],
  [
    "/compare/mckinsey-alternative",
    "A McKinsey alternative for AI strategy that reaches production",
    /McKinsey/,
  ],
  [
    "/compare/rts-labs-comparison",
    "RTS Labs or Vantreo: how to choose between specialist data and AI firms",
    /Vantreo's answer/,
  ],
  [
    "/cybersecurity/security-operations-modernization",
    "Security operations modernization: a SOC that finds what matters",
    /Trap to avoid/,
  ],
  [
    "/cybersecurity/threat-detection",
    "Threat detection that follows attackers into identity, cloud and SaaS",
    /ATT&CK tactics/,
  ],
  [
    "/cybersecurity/ai-enhanced-soc",
    "An AI-enhanced SOC: faster triage, with analysts in charge",
    /Who decides/,
  ],
  ["/privacy-policy", "Privacy policy", /Where it comes from/],
  ["/de/privacy", "Datenschutzerklärung", null],
  ["/ar/privacy", "سياسة الخصوصية", null],
  ["/do-not-sell", "Do not sell or share my personal information", /After you opt out/],
  ["/impressum", "Impressum", null],
  ["/cookie-preferences", "Cookie preferences", null],
  ["/data-rights", "Your data rights", null],
];

for (const [path, h1, column] of COPY_PAGES) {
  test(`${path} shows its heading${column ? " and its comparison table" : ""}`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    if (column) {
      await expect(
        page
          .getByRole("table")
          .first()
          .getByRole("columnheader")
          .filter({ hasText: column })
          .first(),
      ).toBeVisible();
    }
  });
}

test("the content pages hydrate in Chromium without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  for (const path of [
    "/services/ai-strategy-value-sprint",
    "/de/services",
    "/case-studies",
    "/resources/private-ai-roi",
    "/learning",
    "/careers/senior-data-engineer",
    "/bookings",
  ]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(errors).toEqual([]);
});
