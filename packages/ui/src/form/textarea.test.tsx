import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { Textarea } from "./textarea";

afterEach(cleanup);

describe("given a Textarea", () => {
  it("takes several lines of text and has no accessibility violations", async () => {
    render(<Textarea aria-label="Message" />);
    const textarea = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "We run 40 models in production.{enter}We need monitoring.");
    expect(textarea).toHaveValue("We run 40 models in production.\nWe need monitoring.");
    expect(textarea).toHaveAttribute("data-slot", "textarea");
    expect(await axeViolations()).toEqual([]);
  });
});
