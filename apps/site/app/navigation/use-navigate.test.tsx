// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscribePageLocation } from "../islands/page-location";
import { MemoryPageLocation } from "./memory-page-location";
import { PageLocationProvider, useLocation } from "./page-location-provider";
import { useNavigate } from "./use-navigate";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

type Navigate = ReturnType<typeof useNavigate>;

function Probe({ onNavigate }: { onNavigate: (navigate: Navigate) => void }) {
  onNavigate(useNavigate());
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

describe("given useNavigate", () => {
  it("resolves the target as a link would and hands it to the page's navigator", () => {
    const navigator = vi.fn();
    let navigate: Navigate | undefined;
    render(
      <PageLocationProvider
        location={{ pathname: "/de/services", search: "?category=ai", hash: "" }}
        navigate={navigator}
      >
        <Probe onNavigate={(next) => (navigate = next)} />
      </PageLocationProvider>,
    );
    navigate?.("?category=security", { replace: true });
    expect(navigator).toHaveBeenLastCalledWith("/de/services?category=security", {
      replace: true,
    });
    navigate?.({ pathname: "/de/contact", search: "?subject=Audit" });
    expect(navigator).toHaveBeenLastCalledWith("/de/contact?subject=Audit", undefined);
  });

  it("updates a same-page query in place in the browser", () => {
    window.history.replaceState(null, "", "/insights");
    const listener = vi.fn();
    const unsubscribe = subscribePageLocation(listener);
    let navigate: Navigate | undefined;
    render(
      <PageLocationProvider location={{ pathname: "/insights", search: "", hash: "" }}>
        <Probe onNavigate={(next) => (navigate = next)} />
      </PageLocationProvider>,
    );
    navigate?.("/insights?tag=rag");
    expect(window.location.pathname + window.location.search).toBe("/insights?tag=rag");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("moves through the session history by a number of entries", () => {
    const go = vi.spyOn(window.history, "go").mockImplementation(() => {});
    let navigate: Navigate | undefined;
    render(
      <PageLocationProvider location={{ pathname: "/", search: "", hash: "" }}>
        <Probe onNavigate={(next) => (navigate = next)} />
      </PageLocationProvider>,
    );
    navigate?.(-1);
    expect(go).toHaveBeenCalledWith(-1);
    go.mockRestore();
  });

  it("in a memory location (unit tests), another page changes the location in place", () => {
    let navigate: Navigate | undefined;
    render(
      <MemoryPageLocation path="/dataroom/access?next=governance">
        <Probe onNavigate={(next) => (navigate = next)} />
      </MemoryPageLocation>,
    );
    expect(screen.getByTestId("where").textContent).toBe("/dataroom/access?next=governance");
    act(() => navigate?.("/dataroom/governance#top"));
    expect(screen.getByTestId("where").textContent).toBe("/dataroom/governance#top");
  });
});
