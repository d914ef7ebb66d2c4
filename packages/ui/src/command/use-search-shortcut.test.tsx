import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSearchShortcut } from "./use-search-shortcut";

afterEach(cleanup);

function Probe({ onTrigger }: { onTrigger: () => void }) {
  useSearchShortcut(onTrigger);
  return null;
}

describe("given the search shortcut is listening", () => {
  it("when Ctrl+K is pressed, opens search and stops the browser's own Ctrl+K", () => {
    const onTrigger = vi.fn();
    render(<Probe onTrigger={onTrigger} />);
    const event = new KeyboardEvent("keydown", {
      key: "k",
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(event);
    expect(onTrigger).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it("when Cmd+K is pressed (macOS), opens search", () => {
    const onTrigger = vi.fn();
    render(<Probe onTrigger={onTrigger} />);
    fireEvent.keyDown(document.body, { key: "K", metaKey: true });
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it("when K is typed alone or with Shift, does nothing", () => {
    const onTrigger = vi.fn();
    render(<Probe onTrigger={onTrigger} />);
    fireEvent.keyDown(document.body, { key: "k" });
    fireEvent.keyDown(document.body, { key: "K", ctrlKey: true, shiftKey: true });
    expect(onTrigger).not.toHaveBeenCalled();
  });

  it("stops listening once unmounted", () => {
    const onTrigger = vi.fn();
    const { unmount } = render(<Probe onTrigger={onTrigger} />);
    unmount();
    fireEvent.keyDown(document.body, { key: "k", ctrlKey: true });
    expect(onTrigger).not.toHaveBeenCalled();
  });
});
