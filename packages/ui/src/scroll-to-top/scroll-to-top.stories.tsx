import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import { latestInsights } from "../stories/vantreo-content";
import { ScrollToTop, type ScrollToTopProps } from "./scroll-to-top";

const meta = {
  title: "Navigation/ScrollToTop",
  component: ScrollToTop,
  render: (args: ScrollToTopProps, { globals }: StoryGlobals) => (
    <article className="flex max-w-2xl flex-col gap-8">
      <p className="text-sm text-muted-foreground">
        Scroll past half of this page: the button appears at the bottom end.
      </p>
      {[...latestInsights, ...latestInsights].map((insight, index) => (
        <section key={`${insight.href}-${index}`} className="flex min-h-[60vh] flex-col gap-3">
          <h2 className="text-xl font-semibold">{insight.title}</h2>
          <p className="text-muted-foreground">{insight.excerpt}</p>
        </section>
      ))}
      <ScrollToTop label={storyCopy(globals).scrollToTop} {...args} />
    </article>
  ),
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongArticle: Story = {};
