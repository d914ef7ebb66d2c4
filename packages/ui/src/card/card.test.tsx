import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "./card";

afterEach(cleanup);

function renderCard(className?: string) {
  return render(
    <Card className={className}>
      <CardHeader>
        <CardTitle>
          <h3>AI Strategy Value Sprint</h3>
        </CardTitle>
        <CardDescription>Four to six weeks, five to ten prioritized use cases.</CardDescription>
        <CardAction>
          <a href="/services/ai-strategy-value-sprint">Details</a>
        </CardAction>
      </CardHeader>
      <CardContent>Half day $2,000 · Full day $3,500</CardContent>
      <CardFooter>
        <a href="/contact?source=service-page">Book a sprint</a>
      </CardFooter>
    </Card>,
  );
}

describe("given a Card with every part", () => {
  it("marks each part with its data-slot and has no accessibility violations", async () => {
    const { container } = renderCard();
    for (const slot of [
      "card",
      "card-header",
      "card-title",
      "card-description",
      "card-action",
      "card-content",
      "card-footer",
    ]) {
      expect(container.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
    expect(screen.getByRole("heading", { name: "AI Strategy Value Sprint" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("merges the caller's className last", () => {
    const { container } = renderCard("rounded-none py-2");
    const card = container.querySelector('[data-slot="card"]');
    expect(card).toHaveClass("rounded-none", "py-2");
    expect(card).not.toHaveClass("rounded-xl");
    expect(card).not.toHaveClass("py-6");
  });
});
