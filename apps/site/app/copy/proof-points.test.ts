import type { Locale } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { copyCorpus, type CopyEntry } from "./copy-corpus.test-helper";
import {
  CLIENT_WORDS,
  NET_ROI_DEFINITION,
  PROOF_POINTS,
  type ClientKind,
  type ProofPoint,
} from "./proof-points";

const CLAUSE = /(?<=[.;!?؛])\s+|\n/;

function clientsIn(text: string, locale: Locale): ClientKind[] {
  return (Object.keys(CLIENT_WORDS) as ClientKind[]).filter((kind) =>
    CLIENT_WORDS[kind][locale].test(text),
  );
}

/**
 * The clients a string credits a figure to: those named in the clause that holds the figure or,
 * when that clause names none, those named elsewhere in the same card or entry, leaving out
 * clauses that report a different proof point.
 */
function creditedClients(entry: CopyEntry, point: ProofPoint): ClientKind[] {
  const figure = point.figure[entry.locale];
  const own = entry.text
    .split(CLAUSE)
    .filter((clause) => figure.test(clause))
    .flatMap((clause) => clientsIn(clause, entry.locale));
  if (own.length > 0) return own;
  const others = PROOF_POINTS.filter((p) => p !== point).map((p) => p.figure[entry.locale]);
  const context = entry.group
    .split(CLAUSE)
    .filter((clause) => figure.test(clause) || !others.some((other) => other.test(clause)))
    .join(" ");
  return clientsIn(context, entry.locale);
}

function mentions(point: ProofPoint): CopyEntry[] {
  return copyCorpus().filter((entry) => point.figure[entry.locale].test(entry.text));
}

describe("proof points (spec section 9, copy claims)", () => {
  for (const point of PROOF_POINTS) {
    describe(`"${point.id}"`, () => {
      it(`is credited to one client, a ${point.client}, in every locale and everywhere`, () => {
        const wrong = mentions(point)
          .map((entry) => ({ entry, clients: creditedClients(entry, point) }))
          .filter(({ clients }) => clients.some((client) => client !== point.client))
          .map(
            ({ entry, clients }) => `${entry.where} credits ${clients.join("+")}: ${entry.text}`,
          );
        expect(wrong).toEqual([]);
      });

      it("is found in English, German and Arabic copy, credited to its client somewhere", () => {
        const found = mentions(point);
        for (const locale of ["en", "de", "ar"] as const)
          expect(found.filter((entry) => entry.locale === locale).length).toBeGreaterThan(0);
        expect(found.some((entry) => creditedClients(entry, point).includes(point.client))).toBe(
          true,
        );
      });
    });
  }

  it("states the definition (net benefit ÷ cost) wherever a return multiple is claimed", () => {
    const roi = PROOF_POINTS.find((point) => point.id === "3x ROI projection")!;
    const undefined_ = mentions(roi)
      .filter(
        (entry) =>
          !NET_ROI_DEFINITION[entry.locale].test(entry.text) &&
          !NET_ROI_DEFINITION[entry.locale].test(entry.group),
      )
      .map((entry) => `${entry.where}: ${entry.text}`);
    expect(undefined_).toEqual([]);
  });
});
