import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Input } from "./input";

afterEach(cleanup);

describe("given an Input outside a Field", () => {
  it("takes typed text and keeps the caller's id and className", async () => {
    render(<Input aria-label="Company" id="company" className="h-9" />);
    const input = screen.getByRole("textbox", { name: "Company" });
    await userEvent.type(input, "Vantreo Data & AI");
    expect(input).toHaveValue("Vantreo Data & AI");
    expect(input).toHaveAttribute("id", "company");
    expect(input).toHaveClass("h-9");
    expect(input).not.toHaveClass("h-11");
    expect(input).toHaveAttribute("data-slot", "input");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a disabled Input", () => {
  it("cannot be typed into", async () => {
    render(<Input aria-label="Phone" disabled />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    await userEvent.type(input, "+1 404");
    expect(input).toHaveValue("");
  });
});
