import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./sheet";

afterEach(cleanup);

function renderMenu(side?: "end" | "start") {
  return render(
    <Sheet>
      <SheetTrigger>Menu</SheetTrigger>
      <SheetContent side={side} closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Services, tools and resources</SheetDescription>
        </SheetHeader>
        <nav aria-label="Site">
          <a href="/private-llm">Private LLM Deployment</a>
        </nav>
        <SheetFooter>
          <a href="https://scheduling.example/vantreo/consultation">Book Consultation</a>
        </SheetFooter>
      </SheetContent>
    </Sheet>,
  );
}

describe("given the menu Sheet, when its trigger is clicked", () => {
  it("opens at the end edge (right in LTR, left in RTL) with no accessibility violations", async () => {
    renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    expect(sheet).toHaveAttribute("data-side", "end");
    // Logical classes only: `end-0` is right: 0 in LTR and left: 0 in RTL.
    expect(sheet).toHaveClass("end-0", "border-s");
    expect(sheet.className).not.toMatch(/\b(left|right)-0\b/);
    expect(await axeViolations()).toEqual([]);
  });

  it("opens at the start edge when asked", async () => {
    renderMenu("start");
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("dialog")).toHaveClass("start-0", "border-e");
  });
});

describe("given an open Sheet", () => {
  it("when its close button is clicked, closes and returns focus to the trigger", async () => {
    renderMenu();
    const trigger = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("when Escape is pressed, closes", async () => {
    renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Tab inside the panel", async () => {
    renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    const sheet = screen.getByRole("dialog");
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("locks page scroll while open", async () => {
    renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(document.body).toHaveAttribute("data-scroll-locked");
  });
});
