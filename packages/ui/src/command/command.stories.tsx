import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { SearchIcon } from "../icons/icons";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import { latestInsights } from "../stories/vantreo-content";
import {
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  CommandSeparator,
  CommandShortcut,
} from "./command";
import { CommandDialog } from "./command-dialog";
import { useSearchShortcut } from "./use-search-shortcut";
import { componentDocs } from "../stories/component-docs";

type SearchState = "quick-actions" | "searching" | "results" | "no-results";

type SiteSearchProps = { state?: SearchState; defaultOpen?: boolean };

/** The search dialog's states of spec section 4, built from the Command blocks. */
function SiteSearch({
  state = "quick-actions",
  defaultOpen = false,
  globals = {},
}: SiteSearchProps & Partial<StoryGlobals>) {
  const copy = storyCopy(globals);
  const [open, setOpen] = useState(defaultOpen);
  useSearchShortcut(() => setOpen((current) => !current));
  const query = {
    "quick-actions": "",
    searching: "private llm",
    results: "governance",
    "no-results": "quantum annealing",
  }[state];
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <SearchIcon />
        {copy.searchTitle}
        <CommandShortcut>Ctrl K</CommandShortcut>
      </Button>
      <CommandDialog
        open={open}
        onOpenChange={setOpen}
        title={copy.searchTitle}
        description={copy.searchDescription}
        closeLabel={copy.close}
        commandProps={{ shouldFilter: false, label: copy.searchTitle }}
      >
        <CommandInput placeholder={copy.searchPlaceholder} defaultValue={query} />
        {state === "searching" ? <CommandLoading>{copy.searching}</CommandLoading> : null}
        {state === "no-results" ? (
          <CommandEmpty>
            <p className="font-semibold">{copy.noResults}</p>
            <p className="text-muted-foreground">{copy.noResultsHint}</p>
          </CommandEmpty>
        ) : null}
        <CommandList>
          {state === "quick-actions" ? (
            <CommandGroup heading={copy.quickActions}>
              <CommandItem onSelect={() => setOpen(false)}>
                15-minute discovery call <CommandShortcut>Free</CommandShortcut>
              </CommandItem>
              <CommandItem onSelect={() => setOpen(false)}>
                30-minute consultation <CommandShortcut>$100</CommandShortcut>
              </CommandItem>
              <CommandItem onSelect={() => setOpen(false)}>
                AI ROI Calculator <Badge variant="new">NEW</Badge>
              </CommandItem>
            </CommandGroup>
          ) : null}
          {state === "results" ? (
            <>
              <CommandGroup heading={copy.services}>
                <CommandItem onSelect={() => setOpen(false)}>
                  AI Governance &amp; Compliance <CommandShortcut>$5,000</CommandShortcut>
                </CommandItem>
                <CommandItem onSelect={() => setOpen(false)}>
                  Model Governance &amp; Risk <Badge variant="hot">Fast Track</Badge>
                </CommandItem>
              </CommandGroup>
              <CommandSeparator />
              <CommandGroup heading="Insights">
                {latestInsights.slice(1).map((insight) => (
                  <CommandItem
                    key={insight.href}
                    value={insight.href}
                    onSelect={() => setOpen(false)}
                  >
                    {insight.title}
                  </CommandItem>
                ))}
              </CommandGroup>
            </>
          ) : null}
        </CommandList>
      </CommandDialog>
    </>
  );
}

const meta = {
  title: "Search/Command",
  parameters: componentDocs({
    usage:
      "Blocks of the search dialog over cmdk: `CommandDialog` (`title`, `description`, `closeLabel`, `commandProps`), `CommandInput`, `CommandList`, `CommandGroup`, `CommandItem`, `CommandSeparator`, `CommandShortcut`, and `CommandEmpty` / `CommandLoading` beside the list. Pass `commandProps={{ shouldFilter: false }}` when results are scored elsewhere; `useSearchShortcut` opens it with Ctrl/Cmd+K. The control `state` switches the example between the dialog's states.",
    rtl: "The magnifier sits at the start of the input and shortcuts at the end of each item.",
  }),
  component: SiteSearch,
  subcomponents: {
    CommandDialog,
    CommandInput,
    CommandList,
    CommandGroup,
    CommandItem,
    CommandEmpty,
    CommandLoading,
    CommandSeparator,
    CommandShortcut,
  },
  args: { defaultOpen: true, state: "quick-actions" },
  argTypes: {
    state: {
      control: "inline-radio",
      options: ["quick-actions", "searching", "results", "no-results"],
    },
  },
  render: (args: SiteSearchProps, { globals }: StoryGlobals) => (
    <SiteSearch {...args} globals={globals} />
  ),
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: open it with the button or Ctrl/Cmd+K. */
export const Closed: Story = { args: { defaultOpen: false } };
// An open modal would cover the docs page, so the open states are shown on their own pages only.
/** Empty query: quick actions. */
export const QuickActions: Story = { tags: ["!autodocs"], args: { state: "quick-actions" } };
export const Searching: Story = { tags: ["!autodocs"], args: { state: "searching" } };
export const Results: Story = { tags: ["!autodocs"], args: { state: "results" } };
export const NoResults: Story = { tags: ["!autodocs"], args: { state: "no-results" } };
