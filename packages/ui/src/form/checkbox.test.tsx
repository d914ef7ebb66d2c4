import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Checkbox } from "./checkbox";
import { Field } from "./field";
import { FieldError } from "./field-error";
import { Label } from "./label";

afterEach(cleanup);

const consentLabel = "I agree to receive communications from Vantreo Data & AI.";

describe("given the consent Checkbox in a Field", () => {
  it("when Space is pressed, toggles and reports the new state", async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field className="flex-row">
        <Checkbox onCheckedChange={onCheckedChange} />
        <Label>{consentLabel}</Label>
      </Field>,
    );
    const checkbox = screen.getByRole("checkbox", { name: consentLabel });
    expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(await axeViolations()).toEqual([]);
  });

  it("when its label is clicked, toggles", async () => {
    render(
      <Field>
        <Checkbox />
        <Label>{consentLabel}</Label>
      </Field>,
    );
    await userEvent.click(screen.getByText(consentLabel));
    expect(screen.getByRole("checkbox")).toBeChecked();
  });
});

describe("given the consent Checkbox in a form", () => {
  it("submits its value when ticked and nothing when not, like a native checkbox (no script needed)", async () => {
    render(
      <form aria-label="signup">
        <Field>
          <Checkbox name="marketingConsent" />
          <Label>{consentLabel}</Label>
        </Field>
      </form>,
    );
    const form = screen.getByRole("form", { name: "signup" }) as HTMLFormElement;
    expect(new FormData(form).get("marketingConsent")).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: consentLabel }));
    expect(new FormData(form).get("marketingConsent")).toBe("on");
  });
});

describe("given the consent Checkbox left unticked on submit", () => {
  it("is marked invalid and described by the consent message", async () => {
    render(
      <Field error="Please confirm your consent to send the form.">
        <Checkbox />
        <Label>{consentLabel}</Label>
        <FieldError />
      </Field>,
    );
    const checkbox = screen.getByRole("checkbox", { name: consentLabel });
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
    expect(checkbox).toHaveAccessibleDescription(
      "Please confirm your consent to send the form.",
    );
    expect(await axeViolations()).toEqual([]);
  });
});
