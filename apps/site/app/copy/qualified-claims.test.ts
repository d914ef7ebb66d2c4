import { describe, expect, it } from "vitest";
import { copyCorpus } from "./copy-corpus.test-helper";
import { OVERCLAIMS, QUALIFIED_CLAIMS } from "./qualified-claims";

describe("claims a lawyer would qualify, in every locale", () => {
  for (const claim of QUALIFIED_CLAIMS) {
    it(`${claim.id}, wherever it appears`, () => {
      const found = copyCorpus().filter((entry) => claim.claim[entry.locale].test(entry.text));
      expect(found.length).toBeGreaterThan(0);
      const bare = found
        .filter(
          (entry) =>
            !claim.qualifier[entry.locale].test(entry.text) &&
            !claim.qualifier[entry.locale].test(entry.group),
        )
        .map((entry) => `${entry.where}: ${entry.text}`);
      expect(bare).toEqual([]);
    });
  }

  it("never claims compliance, a promise or round-the-clock staffing the firm cannot back", () => {
    const over = copyCorpus().flatMap((entry) =>
      OVERCLAIMS[entry.locale]
        .filter((pattern) => pattern.test(entry.text))
        .map((pattern) => `${entry.where} ${String(pattern)}: ${entry.text}`),
    );
    expect(over).toEqual([]);
  });
});
