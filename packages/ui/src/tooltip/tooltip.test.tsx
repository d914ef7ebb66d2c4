import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderSearchTooltip() {
  return render(
    <Tooltip>
      <TooltipTrigger aria-label="Search">⌕</TooltipTrigger>
      <TooltipContent>Search the site (Ctrl+K)</TooltipContent>
    </Tooltip>,
  );
}

describe("given a Tooltip, when the pointer rests on its trigger", () => {
  it("opens after 700 ms, not before", () => {
    vi.useFakeTimers();
    renderSearchTooltip();
    fireEvent.pointerMove(screen.getByRole("button", { name: "Search" }), { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Search the site (Ctrl+K)");
  });
});

describe("given a Tooltip, when its trigger gets keyboard focus", () => {
  it("opens at once, describes the trigger, and Escape hides it", async () => {
    renderSearchTooltip();
    await userEvent.tab();
    const trigger = screen.getByRole("button", { name: "Search" });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent("Search the site (Ctrl+K)");
    expect(trigger).toHaveAccessibleDescription("Search the site (Ctrl+K)");
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
