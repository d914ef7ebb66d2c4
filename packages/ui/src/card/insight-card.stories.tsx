import type { Meta, StoryObj } from "@storybook/react-vite";
import { latestInsights } from "../stories/vantreo-content";
import { InsightCard } from "./insight-card";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Marketing/InsightCard",
  parameters: componentDocs({
    usage:
      "An article teaser: its first tag, the date as `<time>`, the title as the link, the excerpt clamped to three lines. Pass `date` as YYYY-MM-DD and the formatted `dateLabel` in the page's language.",
    rtl: "Tag, date, title and excerpt align to the start.",
  }),
  component: InsightCard,
  args: { ...latestInsights[0] },
  render: (args) => <InsightCard className="max-w-sm" {...args} />,
} satisfies Meta<typeof InsightCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The excerpt is clamped to three lines; only the first tag shows. */
export const Default: Story = {};
/** One bundled article has no excerpt (spec section 3). */
export const WithoutExcerpt: Story = { args: { excerpt: undefined } };
export const WithoutTags: Story = { args: { tags: undefined } };

/** The home page's three latest insights (spec section 9: latest insights 3). */
export const LatestThree: Story = {
  render: () => (
    <div className="grid gap-6 md:grid-cols-3">
      {latestInsights.map((insight) => (
        <InsightCard key={insight.href} {...insight} />
      ))}
    </div>
  ),
};
