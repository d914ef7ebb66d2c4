// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscribePageLocation } from "../islands/page-location";
import { MemoryPageLocation } from "./memory-page-location";
import { PageLocationProvider, useLocation } from "./page-location-provider";
import { useSearchParams } from "./use-search-params";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

type Setter = ReturnType<typeof useSearchParams>[1];

function Probe({ onSetter }: { onSetter?: (setter: Setter) => void }) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  onSetter?.(setParams);
  return (
    <p>
      {location.pathname}|{params.get("subject") ?? "-"}|{params.getAll("tag").join(",")}
    </p>
  );
}

describe("given useSearchParams", () => {
  it("reads the page location's query string", () => {
    render(
      <PageLocationProvider
        location={{ pathname: "/contact", search: "?subject=Audit&tag=a&tag=b", hash: "" }}
      >
        <Probe />
      </PageLocationProvider>,
    );
    expect(screen.getByText("/contact|Audit|a,b")).toBeTruthy();
  });

  it("writes a new query string on the same page in place, and tells the islands", () => {
    window.history.replaceState(null, "", "/services");
    const listener = vi.fn();
    const unsubscribe = subscribePageLocation(listener);
    let set: Setter | undefined;
    render(
      <PageLocationProvider location={{ pathname: "/services", search: "", hash: "" }}>
        <Probe onSetter={(setter) => (set = setter)} />
      </PageLocationProvider>,
    );
    set?.({ category: "security", q: "zero trust" });
    expect(window.location.pathname + window.location.search).toBe(
      "/services?category=security&q=zero+trust",
    );
    expect(listener).toHaveBeenCalledTimes(1);
    const entries = window.history.length;
    set?.({}, { replace: true });
    expect(window.location.pathname + window.location.search).toBe("/services");
    expect(window.history.length).toBe(entries);
    unsubscribe();
  });

  it("builds the next query from the previous one, repeated keys included", () => {
    const navigate = vi.fn();
    let set: Setter | undefined;
    render(
      <PageLocationProvider
        location={{ pathname: "/insights", search: "?tag=ai", hash: "" }}
        navigate={navigate}
      >
        <Probe onSetter={(setter) => (set = setter)} />
      </PageLocationProvider>,
    );
    set?.((previous) => ({ tag: [...previous.getAll("tag"), "ml"] }));
    expect(navigate).toHaveBeenLastCalledWith("/insights?tag=ai&tag=ml", undefined);
    set?.("subject=Audit", { replace: true });
    expect(navigate).toHaveBeenLastCalledWith("/insights?subject=Audit", { replace: true });
  });

  it("re-renders with the new query in a memory location (unit tests)", () => {
    let set: Setter | undefined;
    render(
      <MemoryPageLocation path="/contact?subject=Audit">
        <Probe onSetter={(setter) => (set = setter)} />
      </MemoryPageLocation>,
    );
    expect(screen.getByText("/contact|Audit|")).toBeTruthy();
    act(() => set?.({ subject: "RAG" }));
    expect(screen.getByText("/contact|RAG|")).toBeTruthy();
  });
});
