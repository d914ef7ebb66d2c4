import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "./input";

const meta = {
  title: "Forms/Input",
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
