// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { RouteErrorPage } from "./route-error-page";

afterEach(cleanup);

const shell = { notFound: false, shellPath: undefined, staff: false };
const german = createTranslator("de", RESOURCES);
const de = (key: string) => german.t(`errors:${key}`);

function show(notFound: boolean, onRetry = vi.fn()) {
  render(
    <TranslationProvider translator={german}>
      <MemoryPageLocation path="/de/services">
        <RouteErrorPage
          notFound={notFound}
          error={new Error("boom")}
          root={undefined}
          shell={shell}
          onRetry={onRetry}
        />
      </MemoryPageLocation>
    </TranslationProvider>,
  );
  return onRetry;
}

describe("given the route error page (spec section 4)", () => {
  it("offers Reload Page and Try Again in the page's language; Try Again clears the error", () => {
    const onRetry = show(false);
    expect(screen.getByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining(de("boundary.title")),
    );
    fireEvent.click(screen.getByRole("button", { name: de("boundary.retry") }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: de("boundary.reload") })).toBeTruthy();
  });

  it("shows the not-found page, in the page's language, for a 404", () => {
    show(true);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(de("notFound.title"));
    expect(screen.getByRole("link", { name: de("notFound.home") })).toHaveProperty(
      "pathname",
      "/de",
    );
  });
});
