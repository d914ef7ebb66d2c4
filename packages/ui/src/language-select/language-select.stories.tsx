import type { Meta, StoryObj } from "@storybook/react-vite";
import { componentDocs } from "../stories/component-docs";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import { LanguageSelect, type LanguageOption, type LanguageSelectProps } from "./language-select";

// The same page in each locale, query string kept (spec section 2).
const options: LanguageOption[] = [
  { locale: "en", label: "English", href: "/services?utm_source=storybook" },
  { locale: "de", label: "Deutsch", name: "German", href: "/de/services?utm_source=storybook" },
  { locale: "ar", label: "العربية", name: "Arabic", href: "/ar/services?utm_source=storybook" },
];

const meta = {
  title: "Navigation/LanguageSelect",
  parameters: componentDocs({
    usage:
      "The language control: a `<details>` of plain links, so it works before (and without) JavaScript. `options` lists `{ locale, label, name?, href }`: `label` is the language's own name (shown, marked with its `lang`), `name` the same language in the page's language (read after it by screen readers, WCAG 3.1.2), `href` the same page in that locale with the query string kept. `current` marks the page's locale; `label` names the control. Escape and a click outside close it.",
    rtl: 'The list opens towards the inline start and its padding is logical, so under `dir="rtl"` it mirrors; each language\'s name keeps its own direction through `lang`.',
  }),
  component: LanguageSelect,
  args: { options, current: "en" },
  argTypes: { current: { control: "inline-radio", options: ["en", "de", "ar"] } },
  render: (args: LanguageSelectProps, { globals }: StoryGlobals) => (
    <div className="flex h-56 items-start justify-end">
      <LanguageSelect {...args} label={storyCopy(globals).language} />
    </div>
  ),
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { args: { current: "de" } };
/** Set Direction to rtl as well: the list opens towards the start. */
export const Arabic: Story = { args: { current: "ar" } };
export const Open: Story = { args: { defaultOpen: true } };
