import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { TrustBadge } from "./trust-badge";

afterEach(cleanup);

describe("given a TrustBadge with a logo", () => {
  it("shows the logo as decoration beside the name, with no accessibility violations", async () => {
    const { container } = render(
      <TrustBadge
        name="NIST AI RMF"
        description="AI Risk Management Framework"
        logoSrc="/images/trust/nist-ai-rmf.svg"
      />,
    );
    const logo = container.querySelector("img");
    expect(logo).toHaveAttribute("src", "/images/trust/nist-ai-rmf.svg");
    expect(logo).toHaveAttribute("alt", "");
    expect(screen.getByText("NIST AI RMF")).toBeInTheDocument();
    expect(screen.getByText("AI Risk Management Framework")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a TrustBadge, when its logo fails to load", () => {
  it("hides the logo and keeps the name", () => {
    const { container } = render(<TrustBadge name="SR 11-7" logoSrc="/images/trust/missing.svg" />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("SR 11-7")).toBeInTheDocument();
  });
});

describe("given a TrustBadge without a logo", () => {
  it("shows the name alone", () => {
    const { container } = render(<TrustBadge name="EU AI Act Ready" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("EU AI Act Ready");
  });
});
