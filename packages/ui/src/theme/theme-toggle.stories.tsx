import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import { ThemeProvider } from "./theme-provider";
import { ThemeToggle, type ThemeToggleProps } from "./theme-toggle";
import { useTheme } from "./use-theme";

function CurrentTheme() {
  const { theme } = useTheme();
  return <p className="text-sm text-muted-foreground">Current theme: {theme}</p>;
}

const meta = {
  title: "Theme/ThemeToggle",
  component: ThemeToggle,
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
