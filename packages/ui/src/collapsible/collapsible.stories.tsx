import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronDownIcon } from "../icons/icons";
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  type CollapsibleProps,
} from "./collapsible";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Disclosure/Collapsible",
  parameters: componentDocs({
    usage:
      "One independent show/hide section (the site menu's groups): `Collapsible` with a `CollapsibleTrigger` (a button, `aria-expanded` set for you) and `CollapsibleContent`. Uncontrolled with `defaultOpen`, controlled with `open` and `onOpenChange`.",
    rtl: "The layout is yours; the story's chevron sits at the end and turns when open.",
  }),
  component: Collapsible,
  subcomponents: { CollapsibleTrigger, CollapsibleContent },
  args: { defaultOpen: false, disabled: false },
  render: (args: CollapsibleProps) => (
    <Collapsible {...args} className="w-72">
      <CollapsibleTrigger className="group flex w-full items-center justify-between py-2 text-start font-semibold">
        Compare
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="flex flex-col gap-2 ps-3 text-sm">
          <li>
            <a href="/compare/accenture-alternative">Accenture alternative</a>
          </li>
          <li>
            <a href="/compare/deloitte-comparison">Deloitte comparison</a>
          </li>
          <li>
            <a href="/compare/ibm-alternative">IBM alternative</a>
          </li>
        </ul>
      </CollapsibleContent>
    </Collapsible>
  ),
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultOpen: true } };
