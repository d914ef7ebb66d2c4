// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useFirstScreen } from "./use-first-screen";

afterEach(cleanup);

/** A list that records how many rows each of its renders shows. */
function List({ rows, first, seen }: { rows: number[]; first: number; seen: number[] }) {
  const shown = useFirstScreen(rows, first);
  seen.push(shown.length);
  return (
    <ul>
      {shown.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

const range = (n: number, from = 0) => Array.from({ length: n }, (_, index) => from + index);

describe("useFirstScreen", () => {
  it("renders the first screen's rows, then every row in the next render", () => {
    const seen: number[] = [];
    const { container } = render(<List rows={range(50)} first={10} seen={seen} />);
    expect(seen[0]).toBe(10);
    expect(seen.at(-1)).toBe(50);
    expect(container.querySelectorAll("li")).toHaveLength(50);
  });

  it("renders a short list at once", () => {
    const seen: number[] = [];
    render(<List rows={range(8)} first={10} seen={seen} />);
    expect(seen.every((count) => count === 8)).toBe(true);
  });

  it("renders a later page whole", () => {
    const seen: number[] = [];
    const { container, rerender } = render(<List rows={range(50)} first={10} seen={seen} />);
    seen.length = 0;
    rerender(<List rows={range(50, 50)} first={10} seen={seen} />);
    expect(seen).toEqual([50]);
    expect(container.querySelector("li")?.textContent).toBe("50");
  });
});
