import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { SearchIcon } from "../icons/icons";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";
import { componentDocs } from "../stories/component-docs";

type SearchTooltipArgs = React.ComponentProps<typeof Tooltip> & {
  /** Where the tooltip shows, relative to its trigger (TooltipContent's `side`). */
  side?: "top" | "right" | "bottom" | "left";
  /** The hint (TooltipContent's children). */
  text: string;
};

const meta = {
  title: "Overlays/Tooltip",
  parameters: componentDocs({
    usage:
      "A short hint on hover (after 700 ms, `TOOLTIP_DELAY_MS`) or at once on keyboard focus; Escape closes it. It brings its own provider. Never put the only name of a control in a tooltip: give icon buttons an `aria-label`.",
    rtl: '`side="left"`/`"right"` are physical; `top` and `bottom` suit both directions.',
  }),
  component: Tooltip,
  subcomponents: { TooltipTrigger, TooltipContent },
  args: {
    defaultOpen: false,
    side: "top",
    text: "Search services, insights and case studies (Ctrl+K)",
  },
  argTypes: { side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] } },
  render: ({ side, text, ...args }: SearchTooltipArgs) => (
    <div className="flex h-32 items-end justify-center">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Search">
            <SearchIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent side={side}>{text}</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<SearchTooltipArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover the button: the tooltip waits 700 ms (spec section 9). Keyboard focus shows it at once. */
export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
