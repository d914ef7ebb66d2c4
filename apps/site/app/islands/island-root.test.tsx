// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Link, useSearchParams } from "../navigation";
import { IslandRoot } from "./island-root";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const translator = createTranslator("en", RESOURCES);
const prerenderedAt = { pathname: "/insights", search: "", hash: "" };

function TagFilter() {
  const [params] = useSearchParams();
  return (
    <>
      <p data-testid="tag">{params.get("tag") ?? "all"}</p>
      <Link to="?tag=governance">Governance</Link>
    </>
  );
}

describe("given an island inside IslandRoot", () => {
  it("renders links and search params from the prerendered location while prerendering", () => {
    const html = renderToString(
      <IslandRoot translator={translator} location={prerenderedAt} live={false}>
        <TagFilter />
      </IslandRoot>,
    );
    expect(html).toContain('<p data-testid="tag">all</p>');
    expect(html).toContain('href="/insights?tag=governance"');
  });

  it("in the browser, takes the real URL after hydration and follows in-place query updates", () => {
    window.history.replaceState(null, "", "/insights?tag=rag");
    render(
      <IslandRoot translator={translator} location={prerenderedAt} live>
        <TagFilter />
      </IslandRoot>,
    );
    expect(screen.getByTestId("tag").textContent).toBe("rag");
    act(() => {
      fireEvent.click(screen.getByRole("link", { name: "Governance" }));
    });
    expect(window.location.search).toBe("?tag=governance");
    expect(screen.getByTestId("tag").textContent).toBe("governance");
    // Back (popstate) returns the islands to the previous query.
    act(() => {
      window.history.replaceState(null, "", "/insights?tag=rag");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByTestId("tag").textContent).toBe("rag");
  });

  it("while prerendering, does not follow the browser's URL", () => {
    window.history.replaceState(null, "", "/insights?tag=rag");
    render(
      <IslandRoot translator={translator} location={prerenderedAt} live={false}>
        <TagFilter />
      </IslandRoot>,
    );
    expect(screen.getByTestId("tag").textContent).toBe("all");
  });
});
