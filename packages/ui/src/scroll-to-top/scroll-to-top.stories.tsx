import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import { latestInsights } from "../stories/vantreo-content";
import { ScrollToTop, type ScrollToTopProps } from "./scroll-to-top";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Navigation/ScrollToTop",
  parameters: componentDocs({
    usage:
      "A button that appears once the reader passes half of the page and scrolls back up (smoothly unless reduced motion is asked for). `label` names it in the page's language.",
    rtl: "It sits at the bottom end: bottom right in English, bottom left in Arabic.",
  }),
  component: ScrollToTop,
  // The label follows the toolbar's locale; type one here to override it.
  args: { variant: "secondary", size: "icon" },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "link"] },
    size: { control: "select", options: ["sm", "md", "lg", "icon"] },
  },
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
