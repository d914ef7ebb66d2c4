import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

afterEach(cleanup);

function renderBookingDialog(closeLabel?: string) {
  return render(
    <Dialog>
      <DialogTrigger>Book Consultation</DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>Book a 30-minute consultation</DialogTitle>
          <DialogDescription>$100, credited to larger packages.</DialogDescription>
        </DialogHeader>
        <button type="button">Choose a time</button>
        <DialogFooter>
          <DialogClose>Not now</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>,
  );
}

describe("given a closed Dialog, when its trigger is clicked", () => {
  it("opens, named by its title and described by its description, with focus inside", async () => {
    renderBookingDialog();
    await userEvent.click(screen.getByRole("button", { name: "Book Consultation" }));
    const dialog = screen.getByRole("dialog", { name: "Book a 30-minute consultation" });
    expect(dialog).toHaveAccessibleDescription("$100, credited to larger packages.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an open Dialog", () => {
  it("when Tab is pressed past the last control, keeps focus inside (focus trap)", async () => {
    renderBookingDialog();
    await userEvent.click(screen.getByRole("button", { name: "Book Consultation" }));
    const dialog = screen.getByRole("dialog");
    // A button rather than a link: jsdom reports links as untabbable, real browsers do not.
    const first = screen.getByRole("button", { name: "Choose a time" });
    const close = screen.getByRole("button", { name: "Close" });
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Not now" })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("when Escape is pressed, closes and returns focus to the trigger", async () => {
    renderBookingDialog();
    const trigger = screen.getByRole("button", { name: "Book Consultation" });
    await userEvent.click(trigger);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("when the translated close button is clicked, closes", async () => {
    renderBookingDialog("Schließen");
    await userEvent.click(screen.getByRole("button", { name: "Book Consultation" }));
    await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("given a Dialog without the corner close button", () => {
  it("renders only the caller's controls", async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent showCloseButton={false}>
          <DialogTitle>Leave the ROI calculator?</DialogTitle>
          <DialogDescription>Your answers are not saved.</DialogDescription>
          <DialogClose>Stay</DialogClose>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Stay"]);
  });
});

describe("given a controlled Dialog opened without its Trigger (a shortcut) while a field has focus", () => {
  function ShortcutDialog() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <input aria-label="Newsletter email" />
        <button type="button" hidden onClick={() => setOpen(true)}>
          open
        </button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Search</DialogTitle>
            <DialogDescription>Services, insights and case studies</DialogDescription>
          </DialogContent>
        </Dialog>
      </>
    );
  }

  it("when closed with Escape, returns focus to that field", async () => {
    render(<ShortcutDialog />);
    const field = screen.getByRole("textbox", { name: "Newsletter email" });
    field.focus();
    act(() => (document.querySelector("button[hidden]") as HTMLButtonElement).click());
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(field).toHaveFocus();
  });
});
