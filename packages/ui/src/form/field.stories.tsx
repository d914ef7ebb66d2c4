import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { Checkbox } from "./checkbox";
import { Field } from "./field";
import { FieldError } from "./field-error";
import { Input } from "./input";
import { Label } from "./label";
import { Textarea } from "./textarea";
import { componentDocs } from "../stories/component-docs";

type LeadFormErrors = Partial<Record<"name" | "email" | "message" | "consent", string>>;

/** The contact form's fields (spec section 5: name and email required, consent when enabled). */
function LeadForm({
  errors = {},
  submitting = false,
}: {
  errors?: LeadFormErrors;
  submitting?: boolean;
}) {
  return (
    <form
      className="flex max-w-md flex-col gap-5"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <Field error={errors.name}>
        <Label>Full name</Label>
        <Input
          name="name"
          autoComplete="name"
          required
          defaultValue={errors.name ? "" : "Jordan Avery"}
        />
        <FieldError />
      </Field>
      <Field error={errors.email}>
        <Label>Work email</Label>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={errors.email ? "jordan@" : "jordan.avery@example.com"}
        />
        <FieldError />
      </Field>
      <Field>
        <Label>Company</Label>
        <Input name="company" autoComplete="organization" />
      </Field>
      <Field error={errors.message}>
        <Label>Message</Label>
        <Textarea
          name="message"
          defaultValue={
            errors.message ? "Hi" : "We want to deploy a private LLM for claims triage."
          }
        />
        <FieldError />
      </Field>
      <Field error={errors.consent} className="flex-row flex-wrap items-start gap-3">
        <Checkbox name="marketing_consent" />
        <Label className="leading-snug">
          I agree to receive communications from Vantreo Data &amp; AI.
        </Label>
        <FieldError className="basis-full" />
      </Field>
      <Button type="submit" loading={submitting}>
        {submitting ? "Submitting..." : "Send message"}
      </Button>
    </form>
  );
}

const meta = {
  title: "Forms/Field",
  parameters: componentDocs({
    usage:
      "Wires a `Label`, one control and a `FieldError`: with `error` set, the control becomes `aria-invalid` and is described by the message; without it, `FieldError` renders nothing. Use it for every form field so labels and messages stay connected for screen readers.",
    rtl: "Labels, controls and messages align to the start.",
  }),
  component: Field,
  subcomponents: { Label, FieldError },
  args: { error: "" },
  render: (args) => (
    <Field {...args} className="max-w-md">
      <Label>Work email</Label>
      <Input type="email" name="email" autoComplete="email" defaultValue="jordan@" />
      <FieldError />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a message into the `error` control: the input turns invalid and is described by it. */
export const OneField: Story = {};
/** The spec's message for a malformed address (section 5). */
export const OneFieldWithError: Story = {
  args: { error: "Please enter a valid email address" },
};

export const LeadFormEditing: Story = { render: () => <LeadForm /> };

/** Each message of spec section 5 under its field; the controls are aria-invalid and described by it. */
export const LeadFormWithErrors: Story = {
  render: () => (
    <LeadForm
      errors={{
        name: "First name is required",
        email: "Valid email address is required",
        message: "Message must be between 10 and 5000 characters",
        consent: "Please confirm your consent to send the form.",
      }}
    />
  ),
};

export const LeadFormSubmitting: Story = { render: () => <LeadForm submitting /> };

/** A form-level fallback in red under the form (spec section 8). */
export const SubmitFailed: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-3">
      <Button type="button">Send message</Button>
      <FieldError role="alert">Failed to submit</FieldError>
    </div>
  ),
};
