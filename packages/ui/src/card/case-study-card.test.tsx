import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { CaseStudyCard } from "./case-study-card";

afterEach(cleanup);

const caseStudy = {
  title: "Quantifying the ROI of Private AI",
  summary:
    "A cost model of self-hosted language models against per-token APIs, with a 3x ROI projection.",
  imageUrl: "/images/case-studies/self-hosted-ai-roi.svg",
  tags: ["Private AI", "ROI"],
  href: "/case-studies/self-hosted-ai-roi",
};

describe("given a CaseStudyCard with an image", () => {
  it("shows a 640 by 360 lazy image, its tags and a link by the title", async () => {
    const { container } = render(<CaseStudyCard {...caseStudy} />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("alt", "");
    expect(screen.getByText("Private AI")).toBeInTheDocument();
    expect(screen.getByText("ROI")).toBeInTheDocument();
    expect(screen.getByRole("link")).toHaveAccessibleName("Quantifying the ROI of Private AI");
    expect(await axeViolations()).toEqual([]);
  });

  it("drops the image, keeping the text, when the image fails to load", () => {
    const { container } = render(<CaseStudyCard {...caseStudy} />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: caseStudy.title })).toBeInTheDocument();
  });
});
