import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { answersFromDigits as answersFrom } from "./answers-from-digits";
import { scoreMaturity } from "./maturity-model";
import { MATURITY_DIMENSIONS } from "./maturity-questions";
import { RECOMMENDATION_STEPS, recommendationsFor } from "./maturity-recommendations";

const servicesDir = new URL("../../../content/services/", import.meta.url);
const catalogue = new Map<string, string>(
  readdirSync(servicesDir)
    .filter((file) => file.endsWith(".json"))
    .flatMap(
      (file) =>
        JSON.parse(readFileSync(new URL(file, servicesDir), "utf8")) as {
          slug: string;
          title: string;
        }[],
    )
    .map((entry) => [entry.slug, entry.title]),
);

describe("recommendationsFor", () => {
  it("recommends the three weakest dimensions, lowest first, at the foundation tier below 2.6", () => {
    // analytics 1.25, strategy 1.5, governance 2.25 are the three lowest (see maturity-model.test).
    const result = scoreMaturity(answersFrom("1221", "2223", "3334", "4433", "1112", "5454"));
    expect(
      recommendationsFor(result).map((entry) => [entry.dimension, entry.tier, entry.shown]),
    ).toEqual([
      ["analytics", "foundation", 1.3],
      ["strategy", "foundation", 1.5],
      ["governance", "foundation", 2.3],
    ]);
  });

  it("moves to the advance tier from 2.6 and breaks ties in assessment order", () => {
    const result = scoreMaturity(answersFrom("3333", "3333", "3333", "3333", "3333", "3333"));
    expect(recommendationsFor(result).map((entry) => [entry.dimension, entry.tier])).toEqual([
      ["strategy", "advance"],
      ["governance", "advance"],
      ["architecture", "advance"],
    ]);
  });

  it("skips Optimized dimensions and recommends nothing when all are Optimized", () => {
    // Only culture (4444 = 4.0, Managed) is below 4.2.
    const nearlyAll = scoreMaturity(answersFrom("5555", "5555", "5555", "5554", "5555", "4444"));
    expect(recommendationsFor(nearlyAll).map((entry) => entry.dimension)).toEqual(["culture"]);
    const all = scoreMaturity(answersFrom("5555", "5555", "5555", "5555", "5555", "5555"));
    expect(recommendationsFor(all)).toEqual([]);
  });
});

describe("the recommendation steps", () => {
  it("link only to real service pages, under their catalogue titles", () => {
    for (const dimension of MATURITY_DIMENSIONS) {
      for (const step of Object.values(RECOMMENDATION_STEPS[dimension])) {
        expect(step.services.length).toBeGreaterThan(0);
        for (const service of step.services)
          expect([service.slug, catalogue.get(service.slug)]).toEqual([
            service.slug,
            service.title,
          ]);
      }
    }
  });
});
