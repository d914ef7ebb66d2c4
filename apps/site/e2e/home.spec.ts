import { expect, test } from "@playwright/test";

// The spec's figures as each locale writes them: German decimal comma and spaced percent sign
// (copy style sheet STYLE-de.md), a typographic en dash in ranges, the case study's multiple in
// the language's own words.
const FIGURES = {
  "": { stats: ["500+", "99.9%", "40–60%"], multiple: "3x" },
  "/de": { stats: ["500+", "99,9 %", "40–60 %"], multiple: "3×" },
  "/ar": { stats: ["500+", "99.9%", "40–60%"], multiple: "3 أضعاف" },
} as const;

for (const locale of ["", "/de", "/ar"] as const) {
  test.describe(`the home page ${locale || "/"}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(locale || "/");
    });

    test("shows the five stats of the specification", async ({ page }) => {
      const stats = page.locator('[data-slot="stat-item-number"]');
      await expect(stats).toHaveCount(5);
      const numbers = await stats.allTextContents();
      expect(numbers.slice(0, 3)).toEqual(FIGURES[locale].stats);
      expect(numbers[3]).toMatch(/10\s?%/); // "Top 10 %" in German
      expect(numbers[4]).toBe("24/7");
    });

    test("shows the four trust badges", async ({ page }) => {
      const section = page.locator("#trust");
      for (const badge of ["NIST AI RMF", "SR 11-7", "CSA AI MRM", "EU AI Act Ready"]) {
        await expect(section.getByText(badge, { exact: true })).toBeVisible();
      }
    });

    test("links its four service cards to the services the specification names", async ({
      page,
    }) => {
      const hrefs = await page
        .locator("#services article a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual([
        "/services/data-engineering-consulting",
        "/services/ai-governance-compliance",
        "/services/business-intelligence-consulting",
        "/services/mlops-consulting",
      ]);
    });

    test("has four industry cards, three process steps, the 3x case study and six reasons", async ({
      page,
    }) => {
      await expect(page.locator("#industries article")).toHaveCount(4);
      await expect(page.locator("#process li")).toHaveCount(3);
      await expect(
        page.locator("#case-study").getByText(FIGURES[locale].multiple, { exact: true }),
      ).toBeVisible();
      await expect(page.locator("#why-us li")).toHaveCount(6);
    });

    test("shows the three latest insights and a View All link", async ({ page }) => {
      await expect(page.locator("#insights article")).toHaveCount(3);
      await expect(page.locator('#insights a[href="/insights"]')).toBeVisible();
    });

    test("sends View Enterprise Case Studies to /case-studies", async ({ page }) => {
      const href = await page.locator("#case-study a").nth(1).getAttribute("href");
      expect(href).toBe("/case-studies");
    });
  });
}

test("the hero consultation button opens the scheduling page in a new tab", async ({ page }) => {
  await page.goto("/");
  const link = page.locator('a[data-cta="hero_consultation"]');
  await expect(link).toHaveAttribute("target", "_blank");
  const href = new URL((await link.getAttribute("href")) ?? "");
  expect(href.searchParams.get("utm_source")).toBe("hero-cta");
});

test("the Arabic home page sets its Arabic text in a face its font stack names", async ({
  page,
}) => {
  // Behind a Latin-only face (Arial, which Linux maps to Liberation Sans) the browser shapes every
  // Arabic run twice: once without glyphs, then with the face the system's fallback finds. On Linux
  // without Noto that doubled the first layout of /ar (issue #37), so the stack names each
  // platform's Arabic face before any Latin-only one, and the face that sets the text is named there.
  await page.goto("/ar");
  const stack = await page.evaluate(() => getComputedStyle(document.documentElement).fontFamily);
  const named = stack.split(",").map((family) => family.trim().replace(/^["']|["']$/g, ""));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  for (const selector of ["#hero-heading", "#hero-heading + p", "#services-heading"]) {
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    expect(nodeId, selector).toBeGreaterThan(0);
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.length, selector).toBeGreaterThan(0);
    for (const { familyName } of fonts)
      expect(named, `${selector}: ${familyName}`).toContain(familyName);
  }
});
