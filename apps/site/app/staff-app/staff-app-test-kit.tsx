import { createTranslator, LOCALES, RESOURCES, type Locale } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { render, type RenderResult } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { DeskQueryProvider } from "../components/desk/desk-query-provider";
import { StaffRoutes } from "./staff-app";

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders the staff app at `path` as the browser would (its routes, its one query cache, the
 * translator of `locale`), with React Router's memory history instead of the browser's and the
 * current location in `data-testid="location"`.
 */
export function renderStaffApp({
  path,
  locale = "en",
}: {
  path: string;
  locale?: Locale;
}): RenderResult {
  return render(
    <TranslationProvider translator={createTranslator(locale, RESOURCES)}>
      <DeskQueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <StaffRoutes prefix={LOCALES[locale].prefix} />
          <LocationProbe />
        </MemoryRouter>
      </DeskQueryProvider>
    </TranslationProvider>,
  );
}
