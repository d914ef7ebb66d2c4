import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "./collapsible";

afterEach(cleanup);

function MenuGroups() {
  return (
    <nav aria-label="Site">
      <Collapsible>
        <CollapsibleTrigger>Services</CollapsibleTrigger>
        <CollapsibleContent>
          <a href="/private-llm">Private LLM Deployment</a>
        </CollapsibleContent>
      </Collapsible>
      <Collapsible>
        <CollapsibleTrigger>Tools</CollapsibleTrigger>
        <CollapsibleContent>
          <a href="/tools/ai-roi-calculator">AI ROI Calculator</a>
        </CollapsibleContent>
      </Collapsible>
    </nav>
  );
}

describe("given the menu's collapsed groups", () => {
  it("hides their links and has no accessibility violations", async () => {
    render(<MenuGroups />);
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("when Enter is pressed on a group, expands only that group", async () => {
    render(<MenuGroups />);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Services" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("link", { name: "Private LLM Deployment" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "AI ROI Calculator" })).toBeNull();
  });

  it("when both are opened, keeps both open (groups are independent), and Space collapses one", async () => {
    render(<MenuGroups />);
    await userEvent.click(screen.getByRole("button", { name: "Services" }));
    await userEvent.click(screen.getByRole("button", { name: "Tools" }));
    expect(screen.getAllByRole("link")).toHaveLength(2);
    screen.getByRole("button", { name: "Services" }).focus();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "AI ROI Calculator",
    ]);
  });
});
