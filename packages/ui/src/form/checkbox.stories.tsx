import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox, type CheckboxProps } from "./checkbox";
import { Field } from "./field";
import { FieldError } from "./field-error";
import { Label } from "./label";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Forms/Checkbox",
  parameters: componentDocs({
    usage:
      "A native checkbox styled by the kit (it works without JavaScript and submits with the form). Pair it with a `Label` inside a `Field`; `aria-invalid` or a Field `error` shows the error style.",
    rtl: "The box sits at the start of its label.",
  }),
  component: Checkbox,
  args: { name: "marketing_consent", defaultChecked: false, disabled: false, required: false },
  render: (args: CheckboxProps) => (
    <Field className="max-w-md flex-row flex-wrap items-start gap-3">
      <Checkbox {...args} />
      <Label className="leading-snug">
        I agree to receive communications from Vantreo Data &amp; AI.
      </Label>
    </Field>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };

/** Consent required and missing (spec section 5). */
export const Invalid: Story = {
  render: (args: CheckboxProps) => (
    <Field
      error="Please confirm your consent to send the form."
      className="max-w-md flex-row flex-wrap items-start gap-3"
    >
      <Checkbox {...args} />
      <Label className="leading-snug">
        I agree to receive communications from Vantreo Data &amp; AI.
      </Label>
      <FieldError className="basis-full" />
    </Field>
  ),
};
