import type { Meta, StoryObj } from "@storybook/react-vite";
import { atlantaStats, homeStats } from "../stories/vantreo-content";
import { StatItem } from "./stat-item";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Marketing/StatItem",
  parameters: componentDocs({
    usage:
      'A figure with its label and an optional `detail`, for stats bands and stat cards. `number` is a string, so the page formats it in its own language ("500+", "98 %").',
    rtl: "Aligned to the start; figures keep Latin digits as the site writes them.",
  }),
  component: StatItem,
  args: { number: "500+", label: "Enterprise deployments" },
} satisfies Meta<typeof StatItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterpriseDeployments: Story = {};
export const WithDetail: Story = { args: { ...atlantaStats[1] } };

/** The home page's stats band (spec section 9). */
export const HomeStatsBand: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-8 rounded-xl border bg-card p-8 sm:grid-cols-3 lg:grid-cols-5">
      {homeStats.map((stat) => (
        <StatItem key={stat.label} {...stat} />
      ))}
    </div>
  ),
};

/** The Atlanta page's four stat cards. */
export const AtlantaStatCards: Story = {
  render: () => (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {atlantaStats.map((stat) => (
        <StatItem key={stat.label} className="rounded-xl border bg-card p-6" {...stat} />
      ))}
    </div>
  ),
};
