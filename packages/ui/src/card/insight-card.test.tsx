import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { InsightCard } from "./insight-card";

afterEach(cleanup);

const insight = {
  title: "Putting the NIST AI Risk Management Framework to Work",
  date: "2025-02-25",
  tags: ["AI Governance", "NIST AI RMF", "Risk Management"],
  excerpt:
    "How to turn Govern, Map, Measure and Manage into owners, artifacts and a use-case register.",
  href: "/insights/nist-ai-rmf-in-practice",
};

describe("given an InsightCard with three tags", () => {
  it("shows only the first tag", async () => {
    render(<InsightCard {...insight} />);
    expect(screen.getByText("AI Governance")).toBeInTheDocument();
    expect(screen.queryByText("NIST AI RMF")).toBeNull();
    expect(screen.queryByText("Risk Management")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("clamps the excerpt to three lines", () => {
    render(<InsightCard {...insight} />);
    expect(screen.getByText(insight.excerpt)).toHaveClass("line-clamp-3");
  });

  it("links to the article by its title and dates it machine-readably", () => {
    render(<InsightCard {...insight} dateLabel="25. Februar 2025" />);
    expect(screen.getByRole("link", { name: insight.title })).toHaveAttribute("href", insight.href);
    const time = screen.getByText("25. Februar 2025");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2025-02-25");
  });
});

describe("given an InsightCard without an excerpt or tags", () => {
  it("renders neither an empty excerpt nor a badge", () => {
    const { container } = render(
      <InsightCard title={insight.title} date="2025-02-25" href={insight.href} />,
    );
    expect(container.querySelector('[data-slot="insight-card-excerpt"]')).toBeNull();
    expect(container.querySelector('[data-slot="badge"]')).toBeNull();
    expect(screen.getByText("2025-02-25")).toBeInTheDocument();
  });
});
