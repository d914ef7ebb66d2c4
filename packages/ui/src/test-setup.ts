import "@testing-library/jest-dom/vitest";

// jsdom lacks browser APIs that cmdk, Radix and sonner call (TOOLCHAIN.md gotcha 7):
// ResizeObserver (sizes of lists and floating content), scrollIntoView (keeping the selected
// command in view) and pointer capture (swiping toasts). Inert stand-ins are enough: layout does
// not exist in jsdom anyway.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
