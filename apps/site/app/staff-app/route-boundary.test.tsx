// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { RouteBoundary } from "./route-boundary";

afterEach(cleanup);

function Broken(): never {
  throw new Error("a page that fails to render");
}

describe("a route's error boundary", () => {
  it("keeps the frame, says so in the page's language, and is left behind on the next page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <TranslationProvider translator={createTranslator("de", RESOURCES)}>
        <MemoryRouter initialEntries={["/de/desk/mail"]}>
          <nav>
            <Link to="/de/desk">Leads</Link>
          </nav>
          <Routes>
            <Route
              path="/de/desk/mail"
              element={
                <RouteBoundary>
                  <Broken />
                </RouteBoundary>
              }
            />
            <Route
              path="/de/desk"
              element={
                <RouteBoundary>
                  <p>Posteingang</p>
                </RouteBoundary>
              }
            />
          </Routes>
        </MemoryRouter>
      </TranslationProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Diese Seite konnte nicht angezeigt werden",
    );
    fireEvent.click(screen.getByRole("link", { name: "Leads" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Posteingang")).toBeInTheDocument();
  });
});
