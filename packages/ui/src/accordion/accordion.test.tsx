import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

afterEach(cleanup);

function ProcessAccordion() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="discover">
        <AccordionTrigger>Discover and strategize</AccordionTrigger>
        <AccordionContent>We map your data, risks and highest-value use cases.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="build">
        <AccordionTrigger>Build and integrate</AccordionTrigger>
        <AccordionContent>We ship pipelines and models into your environment.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="monitor">
        <AccordionTrigger>Monitor and optimize</AccordionTrigger>
        <AccordionContent>We track drift, cost and value after go-live.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole("button", { name });

describe("given the three-step process Accordion", () => {
  it("starts collapsed, with headings and no accessibility violations", async () => {
    render(<ProcessAccordion />);
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "Discover and strategize",
      "Build and integrate",
      "Monitor and optimize",
    ]);
    expect(trigger("Discover and strategize")).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations()).toEqual([]);
  });

  it("when arrow keys, Home and End are pressed, moves focus between the triggers", async () => {
    render(<ProcessAccordion />);
    await userEvent.tab();
    expect(trigger("Discover and strategize")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(trigger("Build and integrate")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(trigger("Discover and strategize")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(trigger("Monitor and optimize")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(trigger("Discover and strategize")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(trigger("Monitor and optimize")).toHaveFocus();
  });

  it("when Enter is pressed, opens that section and closes the one open before", async () => {
    render(<ProcessAccordion />);
    await userEvent.click(trigger("Discover and strategize"));
    expect(screen.getByText("We map your data, risks and highest-value use cases.")).toBeVisible();
    trigger("Build and integrate").focus();
    await userEvent.keyboard("{Enter}");
    expect(trigger("Build and integrate")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Discover and strategize")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("We map your data, risks and highest-value use cases.")).toBeNull();
    await userEvent.keyboard("{Enter}");
    expect(trigger("Build and integrate")).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations()).toEqual([]);
  });
});
