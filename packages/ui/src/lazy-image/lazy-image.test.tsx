import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { LazyImage } from "./lazy-image";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const cover = {
  src: "/images/case-studies/self-hosted-ai-roi.svg",
  alt: "Chart of the three-year cost of a self-hosted model against a hosted API",
  width: 640,
  height: 360,
};

describe("given a LazyImage that has not loaded yet", () => {
  it("shows a placeholder, keeps the image transparent and loads lazily", async () => {
    const { container } = render(<LazyImage {...cover} />);
    const image = screen.getByRole("img", { name: cover.alt });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveClass("opacity-0");
    expect(image).not.toHaveClass("opacity-100");
    expect(container.querySelector('[data-slot="lazy-image-placeholder"]')).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("reserves a 640 by 360 box so the layout does not shift", () => {
    render(<LazyImage {...cover} />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    expect(image.parentElement?.style.aspectRatio).toBe("640 / 360");
  });
});

describe("given a LazyImage, when the image loads", () => {
  it("removes the placeholder and fades the image in", () => {
    const onLoad = vi.fn();
    const { container } = render(<LazyImage {...cover} onLoad={onLoad} />);
    fireEvent.load(screen.getByRole("img"));
    expect(screen.getByRole("img")).toHaveClass("opacity-100", "transition-opacity");
    expect(container.querySelector('[data-slot="lazy-image-placeholder"]')).toBeNull();
    expect(container.querySelector('[data-slot="lazy-image"]')).toHaveAttribute(
      "data-state",
      "loaded",
    );
    expect(onLoad).toHaveBeenCalledOnce();
  });
});

describe("given a LazyImage, when the image fails to load", () => {
  it("removes the image and its placeholder", () => {
    const onError = vi.fn();
    const { container } = render(<LazyImage {...cover} onError={onError} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector('[data-slot="lazy-image"]')).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe("given an image that already failed before the component mounted (prerendered HTML)", () => {
  it("is removed although no error event reaches React", async () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    HTMLImageElement.prototype.decode = () => Promise.reject(new Error("broken"));
    try {
      render(<LazyImage {...cover} />);
      await waitFor(() => expect(screen.queryByRole("img")).toBeNull());
    } finally {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    }
  });
});

describe("given an image that already loaded before the component mounted", () => {
  it("is shown without waiting for a load event", async () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    try {
      render(<LazyImage {...cover} />);
      await waitFor(() => expect(screen.getByRole("img")).toHaveClass("opacity-100"));
    } finally {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    }
  });
});

describe("given a LazyImage whose source changes", () => {
  it("starts again from the placeholder", () => {
    const { rerender, container } = render(<LazyImage {...cover} />);
    fireEvent.load(screen.getByRole("img"));
    rerender(<LazyImage {...cover} src="/images/case-studies/ai-ethics-framework.svg" />);
    expect(container.querySelector('[data-slot="lazy-image-placeholder"]')).not.toBeNull();
    expect(screen.getByRole("img")).not.toHaveClass("opacity-100");
  });
});
