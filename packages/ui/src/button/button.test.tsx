import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("given a default Button", () => {
  it("when clicked, calls its handler", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Book a consultation</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Book a consultation" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("has no accessibility violations", async () => {
    const { container } = render(<Button>Book a consultation</Button>);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe("given a loading Button", () => {
  it("is busy, disabled and ignores clicks", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submitting...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Submitting..." });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe("given a Button asChild", () => {
  it("renders the child link with the button classes", () => {
    render(
      <Button asChild variant="outline">
        <a href="/case-studies">View Enterprise Case Studies</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "View Enterprise Case Studies" });
    expect(link).toHaveAttribute("href", "/case-studies");
    expect(link.className).toContain("border");
    expect(link).toHaveAttribute("data-slot", "button");
  });
});
