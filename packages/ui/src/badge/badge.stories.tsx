import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Data display/Badge",
  parameters: componentDocs({
    usage:
      "A short label: a topic, a status or the site menu's HOT / NEW marks. `variant` default, secondary, outline, destructive, hot or new; `asChild` makes a link look like a badge. Not interactive by itself.",
    rtl: "Symmetric; it follows the text direction of its surroundings.",
  }),
  component: Badge,
  args: { children: "AI Governance" },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "secondary", "outline", "destructive", "hot", "new"],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "Data Engineering" } };
export const Outline: Story = { args: { variant: "outline", children: "NIST AI RMF" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Stalled pilot" } };
export const Hot: Story = { args: { variant: "hot", children: "HOT" } };
export const New: Story = { args: { variant: "new", children: "NEW" } };

/** How the site menu marks items (spec section 2). */
export const InMenuItems: Story = {
  render: () => (
    <ul className="flex w-72 flex-col gap-3 text-sm">
      <li className="flex items-center justify-between">
        <a href="/private-llm">Private LLM Deployment</a> <Badge variant="hot">HOT</Badge>
      </li>
      <li className="flex items-center justify-between">
        <a href="/tools/ai-roi-calculator">AI ROI Calculator</a> <Badge variant="new">NEW</Badge>
      </li>
      <li className="flex items-center justify-between">
        <a href="/ai-governance">AI Governance &amp; Compliance</a>
      </li>
    </ul>
  ),
};
