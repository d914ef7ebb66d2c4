import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { SearchIcon } from "../icons/icons";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

function SearchButtonTooltip({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <div className="flex h-32 items-end justify-center">
      <Tooltip defaultOpen={defaultOpen}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Search">
            <SearchIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Search services, insights and case studies (Ctrl+K)</TooltipContent>
      </Tooltip>
    </div>
  );
}

const meta = {
  title: "Overlays/Tooltip",
  component: SearchButtonTooltip,
} satisfies Meta<typeof SearchButtonTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover the button: the tooltip waits 700 ms (spec section 9). Keyboard focus shows it at once. */
export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
