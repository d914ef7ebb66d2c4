import type { Locale } from "@vantreo/i18n";
import type { ReactNode } from "react";
import { fakeApi, renderInSite, type FakeAnswer } from "../api/api-test-kit";

export { apiError, type FakeAnswer } from "../api/api-test-kit";

/** A fake lead API for the data-room endpoints (paths after /v1/dataroom). */
export function fakeDataroomApi(routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  return fakeApi("/v1/dataroom", routes);
}

/** Renders inside the site's providers at a data-room path (see {@link renderInSite}). */
export function renderInRoom(
  ui: ReactNode,
  options: { locale?: Locale; path?: string; pattern?: string } = {},
) {
  return renderInSite(ui, { path: "/dataroom", ...options });
}
