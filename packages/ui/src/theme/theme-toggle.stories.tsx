import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import { ThemeProvider } from "./theme-provider";
import { ThemeToggle, type ThemeToggleProps } from "./theme-toggle";
import { useTheme } from "./use-theme";
import { componentDocs } from "../stories/component-docs";

function CurrentTheme() {
  const { theme } = useTheme();
  return <p className="text-sm text-muted-foreground">Current theme: {theme}</p>;
}

const meta = {
  title: "Theme/ThemeToggle",
  parameters: componentDocs({
    usage:
      "Switches between the dark and the light theme of a `ThemeProvider` (which saves the choice under `theme` and follows other tabs). `switchToLightLabel` / `switchToDarkLabel` name the button in the page's language; `variant` as on Button.",
    rtl: "Symmetric.",
    theme:
      "This component is the theme switch: it shows a sun while dark is on and a moon while light is on. Run `themeInitScript()` in the head so the first paint is already in the saved theme.",
  }),
  component: ThemeToggle,
  // The names follow the toolbar's locale; type them here to override them.
  args: { variant: "ghost", size: "icon" },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "link"] },
    size: { control: "select", options: ["sm", "md", "lg", "icon"] },
  },
  render: (args: ThemeToggleProps, { globals }: StoryGlobals) => {
    const copy = storyCopy(globals);
    return (
      <ThemeProvider storageKey="storybook-theme">
        <div className="flex items-center gap-4">
          <ThemeToggle
            switchToLightLabel={copy.switchToLight}
            switchToDarkLabel={copy.switchToDark}
            {...args}
          />
          <CurrentTheme />
        </div>
      </ThemeProvider>
    );
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dark by default; the choice is saved under "storybook-theme" here ("theme" on the site). */
export const Default: Story = {};
export const Outline: Story = { args: { variant: "outline" } };
