import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Badge } from "./badge";

afterEach(cleanup);

describe("given a menu item with a HOT badge", () => {
  it("shows the badge text with the hot look and no accessibility violations", async () => {
    render(
      <a href="/private-llm">
        Private LLM Deployment <Badge variant="hot">HOT</Badge>
      </a>,
    );
    const badge = screen.getByText("HOT");
    expect(badge).toHaveAttribute("data-slot", "badge");
    expect(badge).toHaveAttribute("data-variant", "hot");
    expect(badge.className).toContain("bg-accent");
    expect(screen.getByRole("link")).toHaveAccessibleName("Private LLM Deployment HOT");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a NEW badge", () => {
  it("uses the new look", () => {
    render(<Badge variant="new">NEW</Badge>);
    expect(screen.getByText("NEW").className).toContain("bg-success");
  });
});

describe("given a Badge with a caller className", () => {
  it("lets the caller's classes win over the defaults", () => {
    render(<Badge className="bg-muted">AI Governance</Badge>);
    const badge = screen.getByText("AI Governance");
    expect(badge).toHaveClass("bg-muted");
    expect(badge).not.toHaveClass("bg-primary");
  });
});

describe("given a Badge asChild", () => {
  it("renders the child link as the badge", () => {
    render(
      <Badge asChild variant="outline">
        <a href="/insights?tag=rag">RAG</a>
      </Badge>,
    );
    const link = screen.getByRole("link", { name: "RAG" });
    expect(link).toHaveAttribute("data-slot", "badge");
    expect(link).toHaveAttribute("href", "/insights?tag=rag");
  });
});
