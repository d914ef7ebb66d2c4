import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Field } from "./field";
import { Input } from "./input";
import { Label } from "./label";

afterEach(cleanup);

describe("given a Label with its own htmlFor outside a Field", () => {
  it("names the control it points at", async () => {
    render(
      <>
        <Label htmlFor="phone">Phone</Label>
        <Input id="phone" type="tel" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAttribute("id", "phone");
    expect(screen.getByText("Phone")).toHaveAttribute("data-slot", "label");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a Label inside a Field with a chosen control id", () => {
  it("points at the Field's control", () => {
    render(
      <Field controlId="lead-company">
        <Label>Company</Label>
        <Input />
      </Field>,
    );
    expect(screen.getByText("Company")).toHaveAttribute("for", "lead-company");
    expect(screen.getByRole("textbox", { name: "Company" })).toHaveAttribute("id", "lead-company");
  });
});
