import type { Meta, StoryObj } from "@storybook/react-vite";
import { Textarea } from "./textarea";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Forms/Textarea",
  parameters: componentDocs({
    usage:
      "A multi-line text field with the kit's styling; every `<textarea>` attribute passes through. Label it like an input; `aria-invalid` shows the error style.",
    rtl: "Text follows the page direction; the resize handle moves to the other corner.",
  }),
  component: Textarea,
  args: { "aria-label": "Message", placeholder: "Tell us about your data and AI goals" },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    defaultValue:
      "We have twelve models in production and no monitoring. We would like an MLOps discovery engagement to plan deployment, monitoring and retraining.",
  },
};
export const Invalid: Story = { args: { defaultValue: "Hi", "aria-invalid": true } };
export const Disabled: Story = { args: { disabled: true } };
