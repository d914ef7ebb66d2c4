import { describe, expect, it } from "vitest";
import {
  assertRouteModules,
  hasContent,
  missingFiles,
  PAGE_ROUTES,
  pageLocales,
  prerenderPaths,
  RESOURCE_ROUTES,
} from "./route-table";

const slugs = {
  services: ["ai-security/model-risk-management"],
  insights: ["a"],
  caseStudies: ["b"],
  learning: [],
  careers: ["c"],
};

describe("the route table", () => {
  it("has every route id once", () => {
    const ids = PAGE_ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives German and Arabic versions exactly to the pages of spec section 2, the data room, the newsletter confirmation, the booking and payment confirmations and the lead desk", () => {
    const localized = PAGE_ROUTES.filter((r) => pageLocales(r).length === 3).map(
      (r) => `/${r.path}`,
    );
    expect(localized.sort()).toEqual(
      [
        "/",
        "/about",
        "/ai-governance",
        "/atlanta-data-experts",
        "/careers",
        "/contact",
        "/data-architecture",
        "/data-engineering-modernization",
        "/documentation",
        "/privacy-policy",
        "/private-ai-infrastructure",
        "/private-llm",
        "/services",
        "/solutions",
        // The investor data room is served in all three languages.
        "/investors",
        "/dataroom",
        "/dataroom/access",
        "/dataroom/verify",
        "/dataroom/:slug",
        // Where the newsletter's confirmation mail links, in the language of the signup.
        "/newsletter/confirm",
        // Where a newsletter mail's unsubscribe link opens, in the subscriber's language.
        "/newsletter/unsubscribe",
        // Where a data-rights receipt's verification link points, in the requester's language.
        "/data-rights/verify",
        // Where the scheduler and the checkout send a visitor back, in the visitor's language.
        "/booking-confirmed",
        "/payment-success",
        // The staff app's shell (staff only), like every page in English, German and Arabic:
        // it answers every /desk… path and /dataroom/admin.
        "/desk",
      ].sort(),
    );
  });

  it("prerenders the privacy policy at /privacy in German and Arabic", () => {
    const paths = prerenderPaths(slugs);
    expect(paths).toContain("/privacy-policy");
    expect(paths).toContain("/de/privacy");
    expect(paths).toContain("/ar/privacy");
    expect(paths).not.toContain("/de/privacy-policy");
  });

  it("prerenders dynamic pages, slashes in service slugs included, and never data-room documents", () => {
    const paths = prerenderPaths(slugs);
    expect(paths).toContain("/services/ai-security/model-risk-management");
    expect(paths).toContain("/insights/a");
    expect(paths).toContain("/careers/c");
    expect(
      paths.filter(
        (p) => p.startsWith("/dataroom/") && !["/dataroom/access", "/dataroom/verify"].includes(p),
      ),
    ).toEqual(["/dataroom/__document"]);
    expect(paths).toContain("/__not-found");
    expect(paths).toContain("/de/__not-found");
  });

  describe("when the build assembles the routes", () => {
    it("finds the module of every page and resource, and the copy of every content page", () => {
      for (const route of [...PAGE_ROUTES, ...RESOURCE_ROUTES])
        expect(missingFiles(route)).toEqual([]);
      expect(() => assertRouteModules()).not.toThrow();
    });

    it("fails, naming the route and the file, when a page module is missing", () => {
      const ghost = { id: "ghost", path: "ghost", file: "routes/ghost-page.tsx" };
      expect(() => assertRouteModules([...PAGE_ROUTES, ghost])).toThrow(
        /ghost: app\/routes\/ghost-page\.tsx/,
      );
    });

    it("fails when a content page's copy module is missing", () => {
      const page = { id: "x", path: "x", file: "routes/content-page.tsx", copy: "copy/pages/x.ts" };
      expect(missingFiles(page)).toEqual(["copy/pages/x.ts"]);
      expect(() => assertRouteModules([page])).toThrow(/x: app\/copy\/pages\/x\.ts/);
    });

    it("leaves out only a collection route without documents", () => {
      const learning = PAGE_ROUTES.find((route) => route.id === "learning-item");
      expect(learning?.collection).toBe("learning");
      expect(PAGE_ROUTES.filter((route) => !route.collection).every(hasContent)).toBe(true);
    });
  });
});
