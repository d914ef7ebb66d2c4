import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentPage } from "../components/content-page/content-page";
import { MemoryPageLocation } from "../navigation/memory-page-location";
import { copy } from "./pages/privacy-policy";

function heroDate(path: string, page: (typeof copy)["en"]): string {
  const html = renderToStaticMarkup(
    <MemoryPageLocation path={path}>
      <ContentPage copy={page} />
    </MemoryPageLocation>,
  );
  return /<time dateTime="[\d-]+">([^<]*)<\/time>/i.exec(html)?.[1] ?? "";
}

describe("a content page's review date", () => {
  it("is written the way the page's locale writes dates", () => {
    expect(heroDate("/privacy-policy", copy.en)).toBe("October 1, 2025");
    expect(heroDate("/de/privacy", copy.de)).toBe("1. Oktober 2025");
    expect(heroDate("/ar/privacy", copy.ar)).toBe("1 أكتوبر 2025");
  });
});
