import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { StatItem } from "./stat-item";

afterEach(cleanup);

describe("given a StatItem with a number, label and detail", () => {
  it("shows the three in reading order", async () => {
    const { container } = render(
      <StatItem number="200+" label="Southeast projects" detail="Georgia, Alabama and Tennessee" />,
    );
    expect(container.textContent).toBe("200+Southeast projectsGeorgia, Alabama and Tennessee");
    expect(screen.getByText("200+")).toHaveAttribute("data-slot", "stat-item-number");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a StatItem without a detail", () => {
  it("renders no empty detail line", () => {
    const { container } = render(<StatItem number="99.9%" label="Uptime" />);
    expect(container.querySelector('[data-slot="stat-item-detail"]')).toBeNull();
    expect(container.textContent).toBe("99.9%Uptime");
  });
});
