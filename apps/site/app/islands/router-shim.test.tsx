// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import * as Real from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { staticNavigator, subscribePageLocation } from "./page-location";
import * as Shim from "./router-shim";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

// The islands' markup must be the same whether the prerender (React Router, with the navigator
// IslandRoot gives it there) or the browser build (the shim) renders it, or hydration would not
// match.
describe("Link renders what React Router's Link renders", () => {
  const location = { pathname: "/de/services", search: "?category=ai", hash: "" };
  const cases: { to: Real.To; extra?: Record<string, string> }[] = [
    { to: "/contact" },
    { to: "/de/contact?subject=Data%20Strategy" },
    { to: "?category=security" },
    { to: "#faq" },
    { to: "" },
    { to: "../insights" },
    {
      to: "https://calendly.com/vantreo/consultation",
      extra: { target: "_blank", rel: "noreferrer" },
    },
    { to: "mailto:hello@vantreo.com" },
    { to: { pathname: "/insights", search: "?tag=ai" } },
    { to: "/about", extra: { className: "underline", "aria-current": "page", hrefLang: "de" } },
  ];
  for (const { to, extra } of cases) {
    it(`to=${JSON.stringify(to)}`, () => {
      const real = renderToString(
        <Real.Router location={location} navigator={staticNavigator} static>
          <Real.Link to={to} {...extra}>
            label
          </Real.Link>
        </Real.Router>,
      );
      const shim = renderToString(
        <Shim.Router location={location}>
          <Shim.Link to={to} {...extra}>
            label
          </Shim.Link>
        </Shim.Router>,
      );
      expect(shim).toBe(real);
    });
  }
});

describe("hooks", () => {
  it("useLocation and useSearchParams read the island's location", () => {
    function Probe() {
      const location = Shim.useLocation();
      const [params] = Shim.useSearchParams();
      return (
        <p>
          {location.pathname}|{params.get("subject")}
        </p>
      );
    }
    render(
      <Shim.Router location={{ pathname: "/contact", search: "?subject=Audit", hash: "" }}>
        <Probe />
      </Shim.Router>,
    );
    expect(screen.getByText("/contact|Audit")).toBeTruthy();
  });

  it("setSearchParams updates the URL in place and tells the islands", () => {
    window.history.replaceState(null, "", "/services");
    const listener = vi.fn();
    const unsubscribe = subscribePageLocation(listener);
    let setter: ReturnType<typeof Shim.useSearchParams>[1] | undefined;
    function Probe() {
      setter = Shim.useSearchParams()[1];
      return null;
    }
    render(
      <Shim.Router location={{ pathname: "/services", search: "", hash: "" }}>
        <Probe />
      </Shim.Router>,
    );
    setter?.({ category: "security", q: "zero trust" });
    expect(window.location.pathname + window.location.search).toBe(
      "/services?category=security&q=zero+trust",
    );
    expect(listener).toHaveBeenCalledTimes(1);
    setter?.({}, { replace: true });
    expect(window.location.search).toBe("");
    unsubscribe();
  });

  it("a click on a same-page query link updates in place instead of loading a page", () => {
    window.history.replaceState(null, "", "/insights");
    const listener = vi.fn();
    const unsubscribe = subscribePageLocation(listener);
    render(
      <Shim.Router location={{ pathname: "/insights", search: "", hash: "" }}>
        <Shim.Link to="?tag=governance">Governance</Shim.Link>
      </Shim.Router>,
    );
    const link = screen.getByRole("link", { name: "Governance" });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.search).toBe("?tag=governance");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("a click on another page's link is left to the browser", () => {
    render(
      <Shim.Router location={{ pathname: "/", search: "", hash: "" }}>
        <Shim.Link to="/contact">Contact</Shim.Link>
      </Shim.Router>,
    );
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole("link", { name: "Contact" }), event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("route-data hooks fail loudly: an island must get that data as props", () => {
    expect(() => Shim.useMatches()).toThrow(/props/);
    expect(() => Shim.useParams()).toThrow(/props/);
  });

  it("isRouteErrorResponse recognises React Router's error responses only", () => {
    expect(
      Shim.isRouteErrorResponse(new Real.UNSAFE_ErrorResponseImpl(404, "Not Found", null)),
    ).toBe(true);
    expect(Shim.isRouteErrorResponse(new Error("boom"))).toBe(false);
  });
});
