import "@testing-library/jest-dom/vitest";

// jsdom lacks two browser APIs that cmdk and Radix's popper call (TOOLCHAIN.md gotcha 7):
// ResizeObserver (sizes of lists and floating content) and scrollIntoView (keeping the selected
// command in view). Inert stand-ins are enough: layout does not exist in jsdom anyway.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
