import { createTranslator, LOCALES, RESOURCES, type Locale } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { render, type RenderResult } from "@testing-library/react";
import { useSyncExternalStore } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { DeskQueryProvider } from "../components/desk/desk-query-provider";
import { staffRoutes } from "./staff-app";

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

function LocationProbe({ router }: { router: MemoryRouter }) {
  const location = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.location,
  );
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
}): RenderResult & { router: MemoryRouter } {
  const router = createMemoryRouter(staffRoutes(LOCALES[locale].prefix), {
    initialEntries: [path],
  });
  const result = render(
    <TranslationProvider translator={createTranslator(locale, RESOURCES)}>
      <DeskQueryProvider>
        <RouterProvider router={router} />
      </DeskQueryProvider>
      <LocationProbe router={router} />
    </TranslationProvider>,
  );
  return { ...result, router };
}
