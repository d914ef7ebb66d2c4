import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CaseStudyCard } from "./case-study-card";
import { IndustryCard } from "./industry-card";
import { InsightCard } from "./insight-card";
import { ServiceCard } from "./service-card";

afterEach(cleanup);

// A listing page renders many cards as <article>s; each must be named by its own title so a
// screen reader's list of regions tells them apart (WCAG 2.2 SC 1.3.1).
describe("given a list of cards", () => {
  it("names each article by its title", () => {
    render(
      <>
        <InsightCard title="RAG architecture patterns" date="2025-10-21" href="/insights/a" />
        <InsightCard title="LLM evaluation framework" date="2025-10-14" href="/insights/b" />
        <CaseStudyCard title="Private AI infrastructure" summary="Summary" href="/case-studies/c" />
        <ServiceCard title="MLOps consulting" description="Description" href="/services/d" />
        <IndustryCard title="Healthcare" description="Description" />
      </>,
    );
    const names = screen.getAllByRole("article").map((article) => {
      const heading = document.getElementById(article.getAttribute("aria-labelledby") ?? "");
      return heading?.textContent;
    });
    expect(names).toEqual([
      "RAG architecture patterns",
      "LLM evaluation framework",
      "Private AI infrastructure",
      "MLOps consulting",
      "Healthcare",
    ]);
  });

  it("lets the caller name the article otherwise", () => {
    render(<InsightCard title="A" date="2025-10-21" href="/a" aria-labelledby="elsewhere" />);
    expect(screen.getByRole("article")).toHaveAttribute("aria-labelledby", "elsewhere");
  });
});
