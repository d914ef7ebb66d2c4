import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { IndustryCard } from "./industry-card";

afterEach(cleanup);

const industry = {
  title: "Financial Services",
  description: "Model risk management and data platforms that stand up to examiners.",
  points: ["SR 11-7 model validation", "Financial data services"],
};

describe("given an IndustryCard with a page", () => {
  it("links to the industry page by its title and lists its points", async () => {
    render(<IndustryCard {...industry} href="/financial-services" />);
    expect(screen.getByRole("link", { name: "Financial Services" })).toHaveAttribute(
      "href",
      "/financial-services",
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "SR 11-7 model validation",
      "Financial data services",
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an IndustryCard without a page", () => {
  it("is not a link", () => {
    render(<IndustryCard {...industry} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { name: "Financial Services" })).toBeInTheDocument();
  });
});
