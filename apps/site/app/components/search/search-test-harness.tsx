/**
 * Test support for the search dialog (not shipped): a small hand-written catalogue, the fetch of
 * its published index, and the dialog rendered at a page location with the real translations.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, type RenderResult } from "@testing-library/react";
import { createTranslator, RESOURCES, type Locale } from "@vantreo/i18n";
import { buildSearchIndex, serializeIndex, type SearchSources } from "@vantreo/search";
import { useState } from "react";
import { TranslationProvider } from "@vantreo/i18n/react";
import { vi } from "vitest";
import { useLocation } from "../../navigation";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { createSearchQueryClient } from "./search-query-client";
import { SiteSearchDialog } from "./site-search-dialog";

const service = (id: string, title: string, description: string, clusters: string[]) => ({
  id,
  slug: id,
  category: "AI",
  title,
  shortDescription: description,
  problemStatement: "Teams wait months for answers they could have in days.",
  keywordClusters: clusters,
});

/** Three services, two insights and a case study; the RAG service in German and Arabic too. */
export const SEARCH_FIXTURE: SearchSources = {
  services: [
    {
      ...service("rag-architecture", "RAG Architecture", "Answers drawn from your own documents.", [
        "retrieval augmented generation",
        "vector search",
        "grounding",
        "citations",
      ]),
      i18n: {
        de: { title: "RAG-Architektur", shortDescription: "Antworten aus Ihren Dokumenten." },
        ar: { title: "بنية التوليد المعزّز بالاسترجاع", shortDescription: "إجابات من وثائقكم." },
      },
    },
    service("ai-cost-optimization", "AI Cost Optimization", "Lower inference spend.", ["cost"]),
    service("model-governance-risk", "Model Governance & Risk", "Model inventory.", ["audit"]),
  ],
  insights: [
    {
      slug: "why-rag-projects-stall",
      title: "Why RAG projects stall",
      date: "2025-03-04",
      tags: ["RAG", "Delivery", "Governance", "Evaluation"],
      excerpt: "Four reasons retrieval pilots never reach production.",
    },
    { slug: "board-reporting", title: "Board reporting", date: "2025-02-01", tags: [] },
  ],
  caseStudies: [
    {
      slug: "self-hosted-ai-roi",
      title: "Quantifying the ROI of private AI",
      date: "2025-06-16",
      tags: ["ROI"],
      summary: "A 3x ROI projection.",
    },
  ],
};

/** A fetch that answers the fixture's published index, counting its calls. */
export function stubIndexFetch(sources: SearchSources = SEARCH_FIXTURE) {
  const fetchIndex = vi.fn(async (url: string) => {
    if (url !== "/search-index.json") return new Response("", { status: 404 });
    return new Response(serializeIndex(buildSearchIndex(sources)), {
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchIndex);
  return fetchIndex;
}

function Harness({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open search
      </button>
      <output data-testid="path">{pathname}</output>
      <SiteSearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Renders the dialog at `path` (its locale comes from the prefix) with a fresh query cache. */
export function renderSearch({
  path = "/",
  locale = "en",
  open = true,
}: { path?: string; locale?: Locale; open?: boolean } = {}): RenderResult {
  const i18n = createTranslator(locale, { [locale]: RESOURCES[locale] });
  return render(
    <QueryClientProvider client={createSearchQueryClient()}>
      <TranslationProvider translator={i18n}>
        <MemoryPageLocation path={path}>
          <Harness initiallyOpen={open} />
        </MemoryPageLocation>
      </TranslationProvider>
    </QueryClientProvider>,
  );
}

/** Lets fake time pass and the promises it releases settle (fetch, query cache, debounce). */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** cmdk measures its list and scrolls the selected item into view: jsdom has neither. */
export function stubLayoutApis(): void {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView = vi.fn();
}

/** The query field of the open dialog. */
export const queryField = () => screen.getByRole("combobox");

/** Text of every option, in order. */
export const optionTexts = () =>
  screen.queryAllByRole("option").map((option) => option.textContent);
