import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Actions/Button",
  parameters: componentDocs({
    usage:
      "The kit's button. `variant` primary (the one main action of a view), secondary, outline, ghost or link; `size` sm, md, lg or icon (give an icon button an `aria-label`). `loading` marks it busy, disables it and shows a spinner. `asChild` styles a link instead (`<Button asChild><a href=…>…</a></Button>`). `buttonVariants()` gives the same classes to anything else.",
    rtl: "Padding and gaps are logical, so icon and label swap sides on their own; a directional icon inside needs `rtl:rotate-180`.",
  }),
  component: Button,
  args: { children: "Book a Consultation" },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "link"] },
    size: { control: "select", options: ["sm", "md", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "Explore Services" } };
export const Outline: Story = {
  args: { variant: "outline", children: "View Enterprise Case Studies" },
};
export const Loading: Story = { args: { loading: true, children: "Submitting..." } };
export const AsLink: Story = {
  args: { asChild: true, children: <a href="/contact?source=storybook">Talk to an architect</a> },
};
