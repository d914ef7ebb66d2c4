import type { Meta, StoryObj } from "@storybook/react-vite";
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
  component: LanguageSelect,
  args: { options, current: "en" },
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
