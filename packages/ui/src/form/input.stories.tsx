import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "./input";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Forms/Input",
  parameters: componentDocs({
    usage:
      "A text input with the kit's styling; every `<input>` attribute passes through. Give it a visible `Label` (or `aria-label`); `aria-invalid` shows the error style.",
    rtl: 'Text and placeholder follow the page direction; use `dir="ltr"` on inputs that only hold e-mail addresses or phone numbers if they should read left to right.',
  }),
  component: Input,
  args: { "aria-label": "Work email", type: "email", placeholder: "name@company.com" },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: "jordan.avery@example.com" } };
export const Invalid: Story = { args: { defaultValue: "jordan@", "aria-invalid": true } };
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "jordan.avery@example.com" },
};
export const Phone: Story = {
  args: { "aria-label": "Phone", type: "tel", placeholder: "+1 404 555 0100", autoComplete: "tel" },
};
