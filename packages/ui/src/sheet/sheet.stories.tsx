import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../collapsible/collapsible";
import { ChevronDownIcon } from "../icons/icons";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetSide,
} from "./sheet";
import { componentDocs } from "../stories/component-docs";

type MenuGroup = { title: string; links: { label: string; href: string; badge?: "hot" | "new" }[] };

const groups: MenuGroup[] = [
  {
    title: "Services",
    links: [
      { label: "Private LLM Deployment", href: "/private-llm", badge: "hot" },
      { label: "AI Governance & Compliance", href: "/ai-governance" },
      { label: "Data Architecture", href: "/data-architecture" },
    ],
  },
  {
    title: "Tools",
    links: [
      { label: "AI ROI Calculator", href: "/tools/ai-roi-calculator", badge: "new" },
      { label: "Data Maturity Assessment", href: "/tools/data-maturity-assessment" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Private AI ROI", href: "/resources/private-ai-roi" },
      { label: "Insights", href: "/insights" },
      { label: "Case Studies", href: "/case-studies" },
    ],
  },
];

type SiteMenuProps = { defaultOpen?: boolean; side?: SheetSide };

/** The site menu of spec section 2: a side panel with independent collapsible groups. */
function SiteMenu({
  defaultOpen = false,
  side = "end",
  globals = {},
}: SiteMenuProps & Partial<StoryGlobals>) {
  const copy = storyCopy(globals);
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="outline">{copy.menu}</Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel={copy.close}>
        <SheetHeader>
          <SheetTitle>{copy.menu}</SheetTitle>
          <SheetDescription className="sr-only">Vantreo Data &amp; AI</SheetDescription>
        </SheetHeader>
        <nav aria-label={copy.menu} className="flex flex-col gap-1 overflow-y-auto px-4">
          {groups.map((group, index) => (
            <Collapsible key={group.title} defaultOpen={index === 0}>
              <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-md py-2 text-start font-semibold">
                {group.title}
                <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </CollapsibleTrigger>
              <CollapsibleContent>
                <ul className="flex flex-col gap-2 ps-3 pb-3 text-sm">
                  {group.links.map((link) => (
                    <li key={link.href} className="flex items-center gap-2">
                      <a href={link.href} className="hover:underline">
                        {link.label}
                      </a>
                      {link.badge ? (
                        <Badge variant={link.badge}>{link.badge.toUpperCase()}</Badge>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </CollapsibleContent>
            </Collapsible>
          ))}
        </nav>
        <SheetFooter>
          <Button asChild>
            <a href="/bookings" target="_blank" rel="noreferrer">
              {copy.bookConsultation}
            </a>
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: "Overlays/Sheet",
  parameters: componentDocs({
    usage:
      "A panel sliding in from an edge (the site menu): `Sheet` with `SheetTrigger` and `SheetContent` (`side` end — the default — start, top or bottom; `closeLabel`), `SheetHeader`, `SheetTitle`, `SheetDescription`, `SheetFooter`. Page scroll is locked while open; focus as in the dialog.",
    rtl: "`end` and `start` are logical: the default panel comes from the right in English and from the left in Arabic.",
  }),
  component: SiteMenu,
  subcomponents: {
    Sheet,
    SheetTrigger,
    SheetContent,
    SheetHeader,
    SheetTitle,
    SheetDescription,
    SheetFooter,
  },
  args: { side: "end", defaultOpen: false },
  argTypes: { side: { control: "inline-radio", options: ["end", "start", "top", "bottom"] } },
  render: (args: SiteMenuProps, { globals }: StoryGlobals) => (
    <SiteMenu {...args} globals={globals} />
  ),
} satisfies Meta<typeof SiteMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

// An open modal would cover the docs page, so the open states are shown on their own pages only.
export const Closed: Story = {};
/** Open at the end edge: the right in English and German, the left with Direction set to rtl. */
export const SiteMenuOpen: Story = { tags: ["!autodocs"], args: { defaultOpen: true } };
export const OpenAtStart: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, side: "start" },
};
