import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LinkComponentProps } from "../lib/link-component";
import { axeViolations } from "../test-utils/axe-violations";
import { ServiceCard } from "./service-card";

afterEach(cleanup);

const service = {
  title: "AI Governance & Compliance",
  description: "Use-case registers and model risk controls mapped to the NIST AI RMF.",
  highlight: "EU AI Act Ready",
  href: "/services/ai-governance-compliance",
};

describe("given a ServiceCard", () => {
  it("links the whole card to the service by its title and has no accessibility violations", async () => {
    render(<ServiceCard {...service} icon={<svg />} />);
    const link = screen.getByRole("link");
    expect(link).toHaveAccessibleName("AI Governance & Compliance");
    expect(link).toHaveAttribute("href", "/services/ai-governance-compliance");
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(
      "AI Governance & Compliance",
    );
    expect(screen.getByText("EU AI Act Ready")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 'Learn more' by default and a translated label when given", () => {
    const { rerender } = render(<ServiceCard {...service} />);
    expect(screen.getByText("Learn more")).toBeInTheDocument();
    rerender(<ServiceCard {...service} linkLabel="Mehr erfahren" />);
    expect(screen.getByText("Mehr erfahren")).toBeInTheDocument();
  });

  it("renders its link through the app's link component", () => {
    function RouterLink({ href, ...props }: LinkComponentProps) {
      return <a data-router="true" href={`/de${href}`} {...props} />;
    }
    render(<ServiceCard {...service} linkComponent={RouterLink} headingLevel={2} />);
    expect(screen.getByRole("link")).toHaveAttribute("data-router", "true");
    expect(screen.getByRole("link")).toHaveAttribute(
      "href",
      "/de/services/ai-governance-compliance",
    );
    expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument();
  });
});
