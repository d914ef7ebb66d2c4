// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInSite } from "../leads/leads-test-kit";
import { LanguageLinks } from "./language-links";

afterEach(cleanup);

function renderLinks(locale: "en" | "de" | "ar", path: string) {
  renderInSite(<LanguageLinks notFound={false} />, { locale, path });
  return screen.getByRole("navigation");
}

describe("the language selector's names (WCAG 3.1.2)", () => {
  it("on an English page, shows العربية in Arabic and names it Arabic for screen readers", () => {
    const nav = renderLinks("en", "/services");
    const arabic = within(nav).getByRole("link", { name: "العربية (Arabic)" });
    expect(within(arabic).getByText("العربية")).toHaveAttribute("lang", "ar");
    const hidden = within(arabic).getByText("(Arabic)");
    expect(hidden).toHaveClass("sr-only");
    expect(hidden).not.toHaveAttribute("lang");
    expect(hidden.closest("[lang]")).toBeNull();
  });

  it("on a German page, names English and Arabic in German, and Deutsch once", () => {
    const nav = renderLinks("de", "/de/services");
    expect(within(nav).getByRole("link", { name: "English (Englisch)" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "العربية (Arabisch)" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Deutsch" })).toBeInTheDocument();
  });

  it("on an Arabic page, reads العربية once", () => {
    const nav = renderLinks("ar", "/ar/services");
    expect(within(nav).getByRole("link", { name: "العربية" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "English (الإنجليزية)" })).toBeInTheDocument();
  });
});
