import { renderToString } from "react-dom/server";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { expect, it, vi } from "vitest";
import { InsightList } from "./collection-list";

// Its own file: the formatters are cached per module graph, and no other test may build them first.
it("prepare builds the date formatter the insight list's first render uses", () => {
  InsightList.prepare("de");
  const { DateTimeFormat } = Intl;
  const built = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
    ...args: ConstructorParameters<typeof DateTimeFormat>
  ) {
    return new DateTimeFormat(...args);
  } as typeof DateTimeFormat);
  const html = renderToString(
    <MemoryPageLocation path="/de/insights">
      <InsightList
        items={[
          { slug: "a", title: "A", excerpt: "Erstens.", date: "2025-03-04", tags: ["Daten"] },
          { slug: "b", title: "B", excerpt: "Zweitens.", date: "2024-11-20", tags: ["KI"] },
        ]}
        collection="de/insights"
        filterLabel="Nach Thema filtern"
        allLabel="Alle"
        locale="de"
      />
    </MemoryPageLocation>,
  );
  expect(html).toContain("04.03.2025");
  expect(built).not.toHaveBeenCalled();
  built.mockRestore();
});
