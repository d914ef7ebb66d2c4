import { describe, expect, it } from "vitest";
import { detectQueryIntent } from "./query-intent";

describe("detectQueryIntent", () => {
  it("finds nothing in an ordinary query", () => {
    const intent = detectQueryIntent("data governance");
    expect(intent.allBookings).toBe(false);
    expect(intent.urgent).toBe(false);
    expect([...intent.namedBookings]).toEqual([]);
  });

  it("sees booking intent in booking words, whatever their case or punctuation", () => {
    expect(detectQueryIntent("Book!").allBookings).toBe(true);
    expect(detectQueryIntent("get in touch").allBookings).toBe(true);
    expect(detectQueryIntent("Preise").allBookings).toBe(true);
  });

  it("names the options a query mentions", () => {
    expect([...detectQueryIntent("half-day workshop or a 60 min deep dive").namedBookings]).toEqual(
      ["workshop", "deep-dive"],
    );
    expect([...detectQueryIntent("Erstgespräch").namedBookings]).toEqual(["discovery"]);
  });

  it("treats an urgent query as wanting every booking card", () => {
    const intent = detectQueryIntent("ASAP");
    expect(intent.urgent).toBe(true);
    expect(intent.allBookings).toBe(true);
  });
});
