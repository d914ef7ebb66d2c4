// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
// React Router's own <Link> is the reference the site's markup must keep (see below).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the reference under test
import * as ReactRouter from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscribePageLocation } from "../islands/page-location";
import { Link } from "./link";
import { PageLocationProvider } from "./page-location-provider";
import type { To } from "./resolve-href";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const hrefOf = (to: ReactRouter.To) =>
  typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;

// What React Router's <Router> needs to render links; nothing navigates in a server render.
const renderOnlyNavigator: ReactRouter.Navigator = {
  createHref: hrefOf,
  go: () => {},
  push: () => {},
  replace: () => {},
};

/** A primary-button click that can be cancelled, as a visitor's tap dispatches it. */
function click(element: HTMLElement, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  fireEvent(element, event);
  return event;
}

// Pages were prerendered with React Router's <Link> until the site had its own: the markup must
// not change, so pages, islands and their hydration see the same HTML as before.
describe("given a Link, its markup is React Router's for the same target", () => {
  const location = { pathname: "/de/services", search: "?category=ai", hash: "" };
  const cases: { name: string; to: To; extra?: Record<string, string> }[] = [
    { name: "an absolute path", to: "/contact" },
    { name: "an absolute path with a query", to: "/de/contact?subject=Data%20Strategy" },
    { name: "a query alone", to: "?category=security" },
    { name: "a fragment alone", to: "#faq" },
    { name: "an empty target", to: "" },
    { name: "a relative path", to: "../insights" },
    { name: "a relative path without dots", to: "insights?tag=ai" },
    {
      name: "an absolute URL in a new tab",
      to: "https://calendly.com/vantreo/consultation",
      extra: { target: "_blank", rel: "noreferrer" },
    },
    { name: "a mailto: URL", to: "mailto:hello@vantreo.com" },
    { name: "a network-path reference", to: "//cdn.example.test/file.pdf" },
    { name: "the parts of a path", to: { pathname: "/insights", search: "?tag=ai" } },
    { name: "a query as a part", to: { search: "?tag=ai" } },
    {
      name: "a path with the anchor's own attributes",
      to: "/about",
      extra: { className: "underline", "aria-current": "page", hrefLang: "de" },
    },
  ];
  for (const { name, to, extra } of cases) {
    it(`renders ${name} (${JSON.stringify(to)}) as React Router does`, () => {
      const reference = renderToString(
        <ReactRouter.Router location={location} navigator={renderOnlyNavigator} static>
          <ReactRouter.Link to={to} {...extra}>
            label
          </ReactRouter.Link>
        </ReactRouter.Router>,
      );
      const ours = renderToString(
        <PageLocationProvider location={location}>
          <Link to={to} {...extra}>
            label
          </Link>
        </PageLocationProvider>,
      );
      expect(ours).toBe(reference);
    });
  }
});

describe("given a Link in the browser", () => {
  it("updates the URL in place when it changes the query string of the same page", () => {
    window.history.replaceState(null, "", "/insights");
    const listener = vi.fn();
    const unsubscribe = subscribePageLocation(listener);
    render(
      <PageLocationProvider location={{ pathname: "/insights", search: "", hash: "" }}>
        <Link to="?tag=governance">Governance</Link>
      </PageLocationProvider>,
    );
    const event = click(screen.getByRole("link", { name: "Governance" }));
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.pathname + window.location.search).toBe("/insights?tag=governance");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("replaces the history entry when asked to", () => {
    window.history.replaceState(null, "", "/services");
    const before = window.history.length;
    render(
      <PageLocationProvider location={{ pathname: "/services", search: "", hash: "" }}>
        <Link to="?category=ai" replace>
          AI
        </Link>
      </PageLocationProvider>,
    );
    click(screen.getByRole("link", { name: "AI" }));
    expect(window.location.search).toBe("?category=ai");
    expect(window.history.length).toBe(before);
  });

  it("goes to a fragment of the same page in place", () => {
    window.history.replaceState(null, "", "/services/mlops-consulting");
    render(
      <PageLocationProvider
        location={{ pathname: "/services/mlops-consulting", search: "", hash: "" }}
      >
        <Link to="#faq">FAQ</Link>
      </PageLocationProvider>,
    );
    const event = click(screen.getByRole("link", { name: "FAQ" }));
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.hash).toBe("#faq");
    expect(window.location.pathname).toBe("/services/mlops-consulting");
  });

  it("leaves another page's link to the browser: a document load", () => {
    const navigate = vi.fn();
    render(
      <PageLocationProvider location={{ pathname: "/", search: "", hash: "" }} navigate={navigate}>
        <Link to="/contact">Contact</Link>
      </PageLocationProvider>,
    );
    const link = screen.getByRole("link", { name: "Contact" });
    // The click is not cancelled, so the browser follows the href (jsdom only reports that it
    // cannot load documents); the page's navigator is not involved.
    link.addEventListener("click", (event) => event.preventDefault());
    const event = click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(link.getAttribute("href")).toBe("/contact");
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves a modified click, another tab or an external URL to the browser", () => {
    const navigate = vi.fn();
    render(
      <PageLocationProvider
        location={{ pathname: "/insights", search: "", hash: "" }}
        navigate={navigate}
      >
        <Link to="?tag=ai">Same page</Link>
        <Link to="?tag=ml" target="_blank">
          New tab
        </Link>
        <Link to="?tag=rag" reloadDocument>
          Reload
        </Link>
        <Link to="https://example.test/insights?tag=ai">External</Link>
      </PageLocationProvider>,
    );
    for (const [name, init] of [
      ["Same page", { ctrlKey: true }],
      ["Same page", { metaKey: true }],
      ["Same page", { button: 1 }],
      ["New tab", {}],
      ["Reload", {}],
      ["External", {}],
    ] as const) {
      const link = screen.getByRole("link", { name });
      const guard = (event: Event) => event.preventDefault();
      link.addEventListener("click", guard);
      click(link, init);
      link.removeEventListener("click", guard);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it("calls the caller's onClick first, and stops when it cancels the navigation", () => {
    const navigate = vi.fn();
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <PageLocationProvider
        location={{ pathname: "/insights", search: "", hash: "" }}
        navigate={navigate}
      >
        <Link to="?tag=ai" onClick={onClick}>
          AI
        </Link>
      </PageLocationProvider>,
    );
    click(screen.getByRole("link", { name: "AI" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("outside a page location", () => {
  it("fails with a message that names the missing provider", () => {
    expect(() => renderToString(<Link to="/">Home</Link>)).toThrow(/PageLocationProvider/);
  });
});
