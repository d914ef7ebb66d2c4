import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  CommandSeparator,
} from "./command";

afterEach(cleanup);

const selected = () => screen.getByRole("option", { selected: true });

describe("given a Command list of services", () => {
  it("when Arrow Down and Enter are pressed in the query field, runs the second item", async () => {
    const onSelect = vi.fn();
    render(
      <Command label="Services">
        <CommandInput aria-label="Search services" />
        <CommandList>
          <CommandItem onSelect={onSelect}>Private LLM Deployment</CommandItem>
          <CommandItem onSelect={onSelect}>Data Architecture</CommandItem>
        </CommandList>
      </Command>,
    );
    await userEvent.click(screen.getByRole("combobox"));
    expect(selected()).toHaveTextContent("Private LLM Deployment");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith("Data Architecture");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a Command scored elsewhere (shouldFilter off) while loading", () => {
  it("keeps the caller's order and shows the loading text", async () => {
    render(
      <Command shouldFilter={false} label="Site search">
        <CommandInput aria-label="Search" defaultValue="zzz" />
        <CommandLoading>Searching...</CommandLoading>
        <CommandList>
          <CommandItem>RAG Architecture</CommandItem>
          <CommandItem>Private LLM Deployment</CommandItem>
        </CommandList>
      </Command>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Searching...");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "RAG Architecture",
      "Private LLM Deployment",
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given groups split by a CommandSeparator", () => {
  it("keeps the listbox valid, and hides the separator while a query is typed", async () => {
    const { container } = render(
      <Command label="Site search">
        <CommandInput aria-label="Search" />
        <CommandList>
          <CommandGroup heading="Quick actions">
            <CommandItem>15-minute discovery call</CommandItem>
          </CommandGroup>
          <CommandSeparator />
          <CommandGroup heading="Services">
            <CommandItem>Private LLM Deployment</CommandItem>
          </CommandGroup>
        </CommandList>
      </Command>,
    );
    expect(container.querySelector('[data-slot="command-separator"]')).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(screen.getByRole("combobox"), "private");
    expect(container.querySelector('[data-slot="command-separator"]')).toBeNull();
  });
});
