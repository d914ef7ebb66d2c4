import { describe, expect, it } from "vitest";
import { DEFAULT_ROBOTS, DEFAULT_SHARE_IMAGE, pageMeta, withBrandSuffix } from "./page-meta";

const origin = "https://www.vantreo.com";

function find(
  meta: ReturnType<typeof pageMeta>,
  predicate: (d: Record<string, unknown>) => boolean,
) {
  return meta.filter((d) => predicate(d as Record<string, unknown>)) as Record<string, unknown>[];
}

describe("withBrandSuffix", () => {
  it("appends ' | Vantreo Data & AI' when missing", () => {
    expect(withBrandSuffix("Private LLM deployment")).toBe(
      "Private LLM deployment | Vantreo Data & AI",
    );
  });

  it("does not append it twice", () => {
    expect(withBrandSuffix("Contact | Vantreo Data & AI")).toBe("Contact | Vantreo Data & AI");
  });
});

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Data architecture",
    description: "Lakehouse design.",
    path: "/de/data-architecture",
  });

  it("defaults robots to index,follow", () => {
    expect(DEFAULT_ROBOTS).toBe("index,follow");
    expect(find(meta, (d) => d.name === "robots")[0]?.content).toBe("index,follow");
  });

  it("sets the canonical to the page's own locale path", () => {
    expect(find(meta, (d) => d.rel === "canonical")[0]?.href).toBe(
      `${origin}/de/data-architecture`,
    );
  });

  it("lists hreflang alternates for en, de, ar and x-default", () => {
    const alternates = find(meta, (d) => d.rel === "alternate").map(
      (d) => `${d.hrefLang} ${d.href}`,
    );
    expect(alternates).toContain(`en ${origin}/data-architecture`);
    expect(alternates).toContain(`de ${origin}/de/data-architecture`);
    expect(alternates).toContain(`ar ${origin}/ar/data-architecture`);
    expect(alternates).toContain(`x-default ${origin}/data-architecture`);
  });

  it("gives a page of its own card its generated 1200×630 image, described in its language", () => {
    expect(find(meta, (d) => d.property === "og:image")[0]?.content).toBe(
      `${origin}/og/de/data-architecture.png`,
    );
    expect(find(meta, (d) => d.name === "twitter:image")[0]?.content).toBe(
      `${origin}/og/de/data-architecture.png`,
    );
    expect(find(meta, (d) => d.property === "og:image:width")[0]?.content).toBe("1200");
    expect(find(meta, (d) => d.property === "og:image:height")[0]?.content).toBe("630");
    expect(find(meta, (d) => d.property === "og:image:alt")[0]?.content).toBe(
      "Thema: Data architecture",
    );
  });

  it("uses the 1200×630 default share image elsewhere, with its alternative text in the page's language", () => {
    const bookings = pageMeta({ title: "Bookings", description: "Sessions.", path: "/bookings" });
    expect(DEFAULT_SHARE_IMAGE).toMatchObject({ width: 1200, height: 630 });
    expect(find(bookings, (d) => d.property === "og:image")[0]?.content).toBe(
      `${origin}${DEFAULT_SHARE_IMAGE.url}`,
    );
    expect(find(bookings, (d) => d.property === "og:image:alt")[0]?.content).toMatch(
      /^Vantreo Data & AI: enterprise AI/,
    );
  });

  it("leaves alternates out of noindex pages", () => {
    const hidden = pageMeta({
      title: "Data room",
      description: "Investors.",
      path: "/dataroom",
      robots: "noindex,nofollow",
    });
    expect(find(hidden, (d) => d.rel === "alternate")).toEqual([]);
  });
});
