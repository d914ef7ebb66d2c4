import { describe, expect, it } from "vitest";
import { common } from "./common";
import { errors } from "./errors";
import { search } from "./search";

describe("English strings the spec spells out", () => {
  it("uses the error boundary texts of spec section 8", () => {
    expect(errors.boundary.title).toBe("Something went wrong");
    expect(errors.boundary.description).toBe(
      "We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.",
    );
    expect(errors.boundary.reload).toBe("Reload Page");
    expect(errors.boundary.retry).toBe("Try Again");
  });

  it("uses the search texts of spec sections 8 and 9", () => {
    expect(search.searching).toBe("Searching...");
    expect(search.noResults).toBe("No results found");
    expect(search.noResultsHint).toBe("Try different keywords or filters");
    expect(search.fastTrack).toBe("Fast Track");
  });

  it("names the menu groups, badges and booking button of spec section 2", () => {
    expect(Object.values(common.menu.groups)).toEqual([
      "Services",
      "Tools",
      "Compare",
      "Solutions",
      "Resources",
      "Company",
    ]);
    expect(common.menu.badges).toEqual({ hot: "HOT", new: "NEW" });
    expect(common.menu.bookConsultation).toBe("Book Consultation");
  });

  it("uses the link and download labels of spec sections 1 and 7", () => {
    expect(common.actions.viewAll).toBe("View All");
    expect(common.actions.downloadReport).toBe("Download PDF Report");
  });

  it("places the office in Sandy Springs, Georgia", () => {
    expect(common.footer.address.locality).toBe("Sandy Springs, Georgia");
  });

  it("labels a chip for each persona and challenge filter of spec section 3", () => {
    expect(Object.keys(search.personas)).toEqual([
      "label",
      "enterprise",
      "technical",
      "security",
      "innovator",
    ]);
    expect(Object.keys(search.challenges)).toEqual([
      "label",
      "urgent-implementation",
      "cost-optimization",
      "stuck-poc",
      "compliance-risk",
      "adoption-resistance",
    ]);
  });
});
