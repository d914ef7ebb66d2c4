import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button";

const meta = {
  title: "Actions/Button",
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
