import { createTranslator, type Locale, RESOURCES } from "@vantreo/i18n";
import { createLeadClient, type LeadClient, type LeadClientOptions } from "@vantreo/leads";
import { act, render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { TranslationProvider } from "@vantreo/i18n/react";
import { vi } from "vitest";
import { InlineIslands, loadAllIslands } from "../../islands/inline-islands";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { unmountLeadToaster } from "./lead-toaster";

// Pages render their interactive parts as islands; tests that render a page get them in place.
const inlineIslands = await loadAllIslands();

/** The endpoint and address the unit tests' lead clients use. */
export const TEST_ENDPOINT = "https://leads.vantreo.test/v1/leads";
export const TEST_EMAIL = "hello@vantreo.com";

/** A lead-API answer without a body stream (keeps fake timers out of stream reading). */
export function apiAnswer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => body,
  } as Response;
}

/** A lead client posting to a fake `fetch`, retrying without waiting. */
export function testClient(
  fetchMock: LeadClientOptions["fetch"],
  options: Partial<LeadClientOptions> = {},
): LeadClient {
  return createLeadClient({
    endpoint: TEST_ENDPOINT,
    contactEmail: TEST_EMAIL,
    fetch: fetchMock,
    sleep: async () => {},
    ...options,
  });
}

/** The JSON body of the n-th request a fetch mock received. */
export function sentLead(fetchMock: ReturnType<typeof vi.fn>, call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

/** Renders inside the site's providers: the translator in `locale` and a page location at `path`. */
export function renderInSite(
  ui: ReactNode,
  { locale = "en", path = "/contact" } = {},
): RenderResult {
  const i18n = createTranslator(locale as Locale, RESOURCES);
  return render(
    <InlineIslands value={inlineIslands}>
      <TranslationProvider translator={i18n}>
        <MemoryPageLocation path={path}>{ui}</MemoryPageLocation>
      </TranslationProvider>
    </InlineIslands>,
  );
}

/** jsdom lacks ResizeObserver, which Radix's checkbox uses inside forms. */
export function stubResizeObserver() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * Ends a test that may have sent a form: lets the toaster's chunk arrive, then unmounts the
 * toaster, so no toast is left on its way to mount React work into a document that is gone.
 */
export async function unmountToasterAfterTest(): Promise<void> {
  await act(() => vi.dynamicImportSettled());
  act(() => unmountLeadToaster());
}
