import { deserializeIndex, search, type SearchIndex } from "@vantreo/search";
import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../routes/search-index";

describe("given the search-index resource route", () => {
  let contentType: string | null;
  let index: SearchIndex;

  // The loader renders every bundled collection once (several seconds), as the build does.
  beforeAll(async () => {
    const response = await loader();
    contentType = response.headers.get("Content-Type");
    index = deserializeIndex(await response.text());
  }, 60_000);

  it("answers JSON that the dialog can read, with every service and document of the site", () => {
    expect(contentType).toBe("application/json");
    const slugsOf = (type: string) =>
      index.entries.filter((entry) => entry.type === type).map((entry) => entry.slug);
    // Spec section 2 lists 59 service slugs; section 3 bundles 20 insights and 6 case studies.
    expect(slugsOf("service")).toHaveLength(59);
    expect(slugsOf("service")).toContain("rag-architecture");
    expect(slugsOf("insight")).toHaveLength(20);
    expect(slugsOf("case-study")).toContain("self-hosted-ai-roi");
    expect(slugsOf("case-study")).toHaveLength(6);
    expect(slugsOf("learning")).toEqual([]);
  });

  it("carries the Arabic and German service titles, so queries in those languages find them", () => {
    const [arabic] = search(index, "الاسترجاع", { locale: "ar" });
    expect(arabic?.url).toBe("/services/rag-architecture");
    expect(arabic?.title).toBe("بنية التوليد المعزّز بالاسترجاع");
    const [german] = search(index, "RAG-Architektur", { locale: "de" });
    expect(german?.title).toBe("RAG-Architektur");
  });
});
