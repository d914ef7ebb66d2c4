import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Field } from "./field";
import { FieldError } from "./field-error";
import { Input } from "./input";
import { Label } from "./label";
import { Textarea } from "./textarea";

afterEach(cleanup);

describe("given a Field with an email error", () => {
  function renderEmailField() {
    return render(
      <Field error="Valid email address is required">
        <Label>Work email</Label>
        <Input type="email" name="email" required defaultValue="jordan@" />
        <FieldError />
      </Field>,
    );
  }

  it("marks the input invalid and describes it with the message", async () => {
    renderEmailField();
    const input = screen.getByRole("textbox", { name: "Work email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Valid email address is required");
    expect(screen.getByText("Valid email address is required")).toHaveAttribute(
      "data-slot",
      "field-error",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("when the label is clicked, focuses the input", async () => {
    renderEmailField();
    await userEvent.click(screen.getByText("Work email"));
    expect(screen.getByRole("textbox")).toHaveFocus();
  });
});

describe("given a Field without an error", () => {
  it("renders no message and leaves the control valid and undescribed", async () => {
    const { container } = render(
      <Field>
        <Label>Message</Label>
        <Textarea name="message" />
        <FieldError />
      </Field>,
    );
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea).not.toHaveAttribute("aria-invalid");
    expect(textarea).not.toHaveAttribute("aria-describedby");
    expect(container.querySelector('[data-slot="field-error"]')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a control with its own description inside an invalid Field", () => {
  it("keeps the caller's description and adds the error", () => {
    render(
      <Field error="Message must be between 10 and 5000 characters" controlId="message">
        <Label>Message</Label>
        <p id="message-hint">Tell us about your data and AI goals.</p>
        <Textarea aria-describedby="message-hint" />
        <FieldError />
      </Field>,
    );
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea).toHaveAttribute("id", "message");
    expect(textarea).toHaveAttribute("aria-describedby", "message-hint message-error");
    expect(textarea).toHaveAccessibleDescription(
      "Tell us about your data and AI goals. Message must be between 10 and 5000 characters",
    );
  });
});

describe("given a FieldError outside a Field", () => {
  it("shows its children as the message", () => {
    render(<FieldError>Failed to submit</FieldError>);
    expect(screen.getByText("Failed to submit")).toHaveClass("text-destructive");
  });
});
