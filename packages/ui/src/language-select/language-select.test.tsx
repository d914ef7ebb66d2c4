import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { LanguageSelect, type LanguageOption } from "./language-select";

afterEach(cleanup);

const options: LanguageOption[] = [
  { locale: "en", label: "English", name: "English", href: "/services?utm_source=linkedin" },
  { locale: "de", label: "Deutsch", name: "German", href: "/de/services?utm_source=linkedin" },
  { locale: "ar", label: "العربية", name: "Arabic", href: "/ar/services?utm_source=linkedin" },
];

const summary = () =>
  screen
    .getByText("Language:", { normalizer: (text) => text.trim() })
    .closest("summary") as HTMLElement;

describe("given the LanguageSelect rendered on the server (no JavaScript)", () => {
  it("is a details disclosure of plain links to the same page in each locale", () => {
    const html = renderToStaticMarkup(<LanguageSelect options={options} current="de" />);
    expect(html).toContain("<details");
    expect(html).toContain("<summary");
    expect(html).toContain('href="/services?utm_source=linkedin"');
    expect(html).toContain('href="/de/services?utm_source=linkedin"');
    expect(html).toContain('href="/ar/services?utm_source=linkedin"');
    expect(html).not.toContain("open=");
  });
});

describe("given a closed LanguageSelect on a German page", () => {
  it("names itself, shows the current language and has no accessibility violations", async () => {
    render(<LanguageSelect options={options} current="de" label="Sprache" />);
    const trigger = screen
      .getByText("Sprache:", { normalizer: (text) => text.trim() })
      .closest("summary") as HTMLElement;
    expect(trigger).toHaveTextContent("Sprache: Deutsch");
    expect(screen.getByRole("group")).not.toHaveAttribute("open");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an open LanguageSelect", () => {
  async function openSelect() {
    render(
      <>
        <LanguageSelect options={options} current="en" />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(summary());
    await waitFor(() => expect(screen.getByRole("group")).toHaveAttribute("open"));
  }

  it("marks the current language and tags each link with its language", async () => {
    await openSelect();
    const english = screen.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Deutsch (German)" })).not.toHaveAttribute(
      "aria-current",
    );
    const arabic = screen.getByRole("link", { name: "العربية (Arabic)" });
    expect(arabic).toHaveAttribute("hreflang", "ar");
    expect(within(arabic).getByText("العربية")).toHaveAttribute("lang", "ar");
    const spoken = within(arabic).getByText("(Arabic)");
    expect(spoken).toHaveClass("sr-only");
    expect(spoken.closest("[lang]")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("when Escape is pressed, closes and puts focus back on the trigger", async () => {
    await openSelect();
    screen.getByRole("link", { name: "Deutsch (German)" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("group")).not.toHaveAttribute("open");
    expect(summary()).toHaveFocus();
  });

  it("when a click lands outside, closes", async () => {
    await openSelect();
    fireEvent.pointerDown(screen.getByText("Outside"));
    expect(screen.getByRole("group")).not.toHaveAttribute("open");
  });

  it("when a language is chosen, closes", async () => {
    await openSelect();
    const link = screen.getByRole("link", { name: "Deutsch (German)" });
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.getByRole("group")).not.toHaveAttribute("open");
  });
});
