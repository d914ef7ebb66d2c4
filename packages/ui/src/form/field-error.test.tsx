import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Field } from "./field";
import { FieldError } from "./field-error";

afterEach(cleanup);

describe("given a FieldError inside a Field with an error", () => {
  it("shows the Field's message under the id the control points at", async () => {
    render(
      <Field controlId="first-name" error="First name is required">
        <FieldError />
      </Field>,
    );
    const message = screen.getByText("First name is required");
    expect(message).toHaveAttribute("id", "first-name-error");
    expect(await axeViolations()).toEqual([]);
  });

  it("lets children override the text, as a translation would", () => {
    render(
      <Field error="First name is required">
        <FieldError>Vorname ist erforderlich</FieldError>
      </Field>,
    );
    expect(screen.getByText("Vorname ist erforderlich")).toBeInTheDocument();
    expect(screen.queryByText("First name is required")).toBeNull();
  });
});

describe("given a FieldError inside a valid Field", () => {
  it("renders nothing", () => {
    const { container } = render(
      <Field>
        <FieldError />
      </Field>,
    );
    expect(container.querySelector('[data-slot="field-error"]')).toBeNull();
  });
});
