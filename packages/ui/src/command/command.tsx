import { Command as CommandPrimitive, useCommandState } from "cmdk";
import type * as React from "react";
import { cn } from "../lib/cn";
import { SearchIcon } from "../icons/icons";

/** Props of Command: those of cmdk's root (value, onValueChange, shouldFilter, loop…). */
type CommandProps = React.ComponentProps<typeof CommandPrimitive>;

/** A searchable list of actions or results: Arrow Up/Down, Home and End move, Enter selects. */
function Command({ className, ...props }: CommandProps) {
  return (
    <CommandPrimitive
      data-slot="command"
      className={cn(
        "flex h-full w-full flex-col overflow-hidden rounded-md bg-popover text-popover-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** The query field with a search icon; typing filters (or, unfiltered, feeds the caller's search). */
function CommandInput({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <div data-slot="command-input-wrapper" className="flex h-11 items-center gap-2 border-b px-3">
      <SearchIcon className="size-4 shrink-0 opacity-60" />
      <CommandPrimitive.Input
        data-slot="command-input"
        className={cn(
          "flex h-10 w-full rounded-md bg-transparent py-3 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm",
          className,
        )}
        {...props}
      />
    </div>
  );
}

/**
 * The scrolling listbox of groups and items. It hides itself while it has no items (no results,
 * or still loading): an empty listbox is invalid ARIA (a listbox must own options). So put
 * CommandEmpty and CommandLoading beside it, not inside.
 */
function CommandList({
  className,
  hidden,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.List>) {
  const empty = useCommandState((state) => state.filtered.count === 0);
  return (
    <CommandPrimitive.List
      data-slot="command-list"
      hidden={hidden || empty}
      className={cn(
        "max-h-[min(60vh,28rem)] scroll-py-1 overflow-x-hidden overflow-y-auto",
        className,
      )}
      {...props}
    />
  );
}

/** Shown when nothing matches ('No results found', spec section 8); place it beside the list. */
function CommandEmpty({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Empty>) {
  return (
    <CommandPrimitive.Empty
      data-slot="command-empty"
      className={cn("px-4 py-8 text-center text-sm", className)}
      {...props}
    />
  );
}

/**
 * Shown while results load ('Searching...', spec section 8), as a polite status so screen readers
 * hear it. Place it beside the CommandList, not inside: a listbox may own only options and groups.
 */
function CommandLoading({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="command-loading"
      role="status"
      className={cn("px-4 py-6 text-center text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/** A titled group of items (quick actions, services, insights…). */
function CommandGroup({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Group>) {
  return (
    <CommandPrimitive.Group
      data-slot="command-group"
      className={cn(
        "overflow-hidden p-1 text-foreground [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A line between groups, hidden while a query is typed (as cmdk's own). It is presentational:
 * cmdk's separator role is not allowed inside a listbox.
 */
function CommandSeparator({
  className,
  alwaysRender = false,
  ...props
}: React.ComponentProps<"div"> & { alwaysRender?: boolean }) {
  const searching = useCommandState((state) => state.search !== "");
  if (searching && !alwaysRender) return null;
  return (
    <div
      data-slot="command-separator"
      role="presentation"
      className={cn("-mx-1 h-px bg-border", className)}
      {...props}
    />
  );
}

/** One selectable entry; `onSelect` runs on click and on Enter while it is selected. */
function CommandItem({ className, ...props }: React.ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      data-slot="command-item"
      className={cn(
        "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-60 data-[selected=true]:bg-muted data-[selected=true]:text-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

/** A keyboard hint at the item's end, e.g. "⌘K". */
function CommandShortcut({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="command-shortcut"
      className={cn("ms-auto text-xs tracking-widest text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Command,
  CommandInput,
  CommandList,
  CommandEmpty,
  CommandLoading,
  CommandGroup,
  CommandSeparator,
  CommandItem,
  CommandShortcut,
  type CommandProps,
};
