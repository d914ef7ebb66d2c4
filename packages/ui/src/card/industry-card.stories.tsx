import type { Meta, StoryObj } from "@storybook/react-vite";
import { BuildingIcon, ChartIcon, HeartPulseIcon, ShieldIcon } from "../icons/icons";
import { industries } from "../stories/vantreo-content";
import { IndustryCard } from "./industry-card";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Marketing/IndustryCard",
  parameters: componentDocs({
    usage:
      "An industry the firm serves: `icon`, `title`, `description`, optional `points` (a short list) and optional `href`. `headingLevel` and `linkComponent` as on every card.",
    rtl: "List markers and padding are logical; text aligns to the start.",
  }),
  component: IndustryCard,
  args: { ...industries[1], icon: <ChartIcon /> },
  render: (args) => <IndustryCard className="max-w-sm" {...args} />,
} satisfies Meta<typeof IndustryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FinancialServices: Story = {};
export const WithoutLink: Story = { args: { href: undefined } };
export const WithoutPoints: Story = { args: { points: undefined } };

/** The four industries of the home page (spec section 1). */
export const HomeGrid: Story = {
  render: () => {
    const icons = [
      <HeartPulseIcon key="h" />,
      <ChartIcon key="f" />,
      <BuildingIcon key="g" />,
      <ShieldIcon key="r" />,
    ];
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {industries.map((industry, index) => (
          <IndustryCard key={industry.href} {...industry} icon={icons[index]} />
        ))}
      </div>
    );
  },
};
