import { describe, expect, it } from "vitest";
import {
  attributionFromUrl,
  captureAttribution,
  forgetClickIds,
  readAttribution,
  storeClickIds,
} from "./attribution";
import { memoryStorage } from "./test-support/memory-storage";

const LANDING =
  "https://www.vantreo.com/private-llm?utm_source=linkedin&utm_medium=paid_social" +
  "&utm_campaign=private-ai-q3&utm_term=private+llm&utm_content=carousel-a" +
  "&gclid=Cj0KCQ&fbclid=IwAR2x&li_fat_id=4f1c-77aa&ref=ignored";

describe("captureAttribution", () => {
  it("stores the eight attribution fields of the landing URL in session storage", () => {
    const sessionStorage = memoryStorage();
    captureAttribution({ url: LANDING, sessionStorage, clickIds: true });
    expect(JSON.parse(sessionStorage.entries.get("attribution")!)).toEqual({
      utm_source: "linkedin",
      utm_medium: "paid_social",
      utm_campaign: "private-ai-q3",
      utm_term: "private llm",
      utm_content: "carousel-a",
      gclid: "Cj0KCQ",
      fbclid: "IwAR2x",
      linkedin_click_id: "4f1c-77aa",
    });
  });

  it("keeps the professional network's click id as linkedin_click_id", () => {
    expect(attributionFromUrl("/?li_fat_id=abc")).toEqual({ linkedin_click_id: "abc" });
  });

  it("stores only the campaign parameters without marketing consent (click ids identify a click)", () => {
    const sessionStorage = memoryStorage();
    captureAttribution({ url: LANDING, sessionStorage });
    expect(readAttribution({ sessionStorage })).toEqual({
      utm_source: "linkedin",
      utm_medium: "paid_social",
      utm_campaign: "private-ai-q3",
      utm_term: "private llm",
      utm_content: "carousel-a",
    });
  });

  it("adds click ids later and removes them again, keeping the campaign", () => {
    const sessionStorage = memoryStorage();
    captureAttribution({ url: LANDING, sessionStorage });
    storeClickIds({ gclid: "G", utm_source: "ignored" }, { sessionStorage });
    expect(readAttribution({ sessionStorage })).toMatchObject({
      utm_source: "linkedin",
      gclid: "G",
    });
    forgetClickIds({ sessionStorage });
    expect(readAttribution({ sessionStorage }).gclid).toBeUndefined();
    expect(readAttribution({ sessionStorage }).utm_source).toBe("linkedin");
  });

  it("keeps the session's attribution when a later page has no parameters", () => {
    const sessionStorage = memoryStorage();
    captureAttribution({ url: LANDING, sessionStorage, clickIds: true });
    const later = captureAttribution({ url: "https://www.vantreo.com/contact", sessionStorage });
    expect(later.utm_campaign).toBe("private-ai-q3");
    expect(readAttribution({ sessionStorage }).gclid).toBe("Cj0KCQ");
  });

  it("writes nothing when the landing URL carries no attribution", () => {
    const sessionStorage = memoryStorage();
    expect(captureAttribution({ url: "https://www.vantreo.com/?q=1", sessionStorage })).toEqual({});
    expect(sessionStorage.entries.size).toBe(0);
  });

  it("reads the current page's URL by default", () => {
    const sessionStorage = memoryStorage();
    window.history.replaceState(null, "", "/insights?utm_source=newsletter&gclid=G1");
    try {
      expect(captureAttribution({ sessionStorage, clickIds: true })).toEqual({
        utm_source: "newsletter",
        gclid: "G1",
      });
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("skips empty parameters and caps very long ones", () => {
    const long = "x".repeat(500);
    expect(attributionFromUrl(`/?utm_source=&utm_medium=${long}`)).toEqual({
      utm_medium: "x".repeat(200),
    });
  });

  it("ignores stored values that are not strings", () => {
    const sessionStorage = memoryStorage({
      attribution: JSON.stringify({ utm_source: 5, gclid: "ok", other: "x" }),
    });
    expect(readAttribution({ sessionStorage })).toEqual({ gclid: "ok" });
  });
});
