import { createTranslator, RESOURCES, type Locale } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";

/** One answer of the fake lead API. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request the fake lead API received. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fake `fetch` for the lead API endpoints under `prefix` (such as /v1/desk): answers by
 * "METHOD /path" (the path after `prefix`, query included), records every request, and answers
 * 500 to anything unexpected.
 */
export function fakeApi(prefix: string, routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.slice(url.indexOf(prefix) + prefix.length);
    const method = init.method ?? "GET";
    seen.push({
      method,
      path,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const route = routes[`${method} ${path}`];
    const answer = (typeof route === "function" ? route() : route) ?? { status: 500 };
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers(answer.headers ?? {}),
      json: async () => answer.body,
    } as Response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, seen };
}

/** An API error body as the lead API writes it. */
export function apiError(
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): FakeAnswer {
  return { status, body: { error: { code, message: "English text", ...extra } }, headers };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders inside the site's providers: the translator of `locale` and a router at `path` (matched
 * against `pattern`, for components that read params), with the current location in
 * `data-testid="location"`.
 */
export function renderInSite(
  ui: ReactNode,
  {
    locale = "en",
    path = "/",
    pattern = "*",
  }: { locale?: Locale; path?: string; pattern?: string } = {},
): RenderResult {
  const translator = createTranslator(locale, RESOURCES);
  return render(
    <TranslationProvider translator={translator}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TranslationProvider>,
  );
}
