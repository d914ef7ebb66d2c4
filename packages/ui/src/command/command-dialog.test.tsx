import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "./command";
import { CommandDialog } from "./command-dialog";

afterEach(cleanup);

const services = ["Private LLM Deployment", "AI Governance & Compliance", "RAG Architecture"];

function SearchDialog({ onSelect }: { onSelect: (title: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <CommandDialog open={open} onOpenChange={setOpen} closeLabel="Close search">
        <CommandInput placeholder="Search services, insights and case studies..." />
        <CommandEmpty>No results found</CommandEmpty>
        <CommandList>
          <CommandGroup heading="Services">
            {services.map((title) => (
              <CommandItem
                key={title}
                onSelect={() => {
                  onSelect(title);
                  setOpen(false);
                }}
              >
                {title}
              </CommandItem>
            ))}
          </CommandGroup>
        </CommandList>
      </CommandDialog>
    </>
  );
}

const selected = () => screen.getByRole("option", { selected: true });

describe("given the search CommandDialog, when opened", () => {
  it("focuses the query field, selects the first result and has no accessibility violations", async () => {
    render(<SearchDialog onSelect={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByRole("dialog", { name: "Search" })).toHaveAccessibleDescription(
      "Search services, insights and case studies",
    );
    expect(screen.getByRole("combobox")).toHaveFocus();
    expect(selected()).toHaveTextContent("Private LLM Deployment");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given the open search CommandDialog", () => {
  it("when Arrow Down, Arrow Up and End are pressed, moves the selection", async () => {
    render(<SearchDialog onSelect={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await userEvent.keyboard("{ArrowDown}");
    expect(selected()).toHaveTextContent("AI Governance & Compliance");
    await userEvent.keyboard("{ArrowDown}");
    expect(selected()).toHaveTextContent("RAG Architecture");
    await userEvent.keyboard("{ArrowUp}");
    expect(selected()).toHaveTextContent("AI Governance & Compliance");
    await userEvent.keyboard("{Home}");
    expect(selected()).toHaveTextContent("Private LLM Deployment");
    await userEvent.keyboard("{End}");
    expect(selected()).toHaveTextContent("RAG Architecture");
  });

  it("when Enter is pressed, runs the selected item and closes", async () => {
    const onSelect = vi.fn();
    render(<SearchDialog onSelect={onSelect} />);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith("AI Governance & Compliance");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("when a query is typed, filters the results, and shows the empty text when none match", async () => {
    render(<SearchDialog onSelect={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await userEvent.keyboard("governance");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "AI Governance & Compliance",
    ]);
    await userEvent.clear(screen.getByRole("combobox"));
    await userEvent.keyboard("quantum annealing");
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(screen.getByText("No results found")).toBeInTheDocument();
    // An empty listbox is invalid ARIA, so the list hides while it has nothing to offer.
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("when Escape is pressed, closes and returns focus to the search button", async () => {
    render(<SearchDialog onSelect={vi.fn()} />);
    const button = screen.getByRole("button", { name: "Search" });
    await userEvent.click(button);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("when the close button is clicked, closes", async () => {
    render(<SearchDialog onSelect={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await userEvent.click(screen.getByRole("button", { name: "Close search" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
