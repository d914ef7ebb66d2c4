import { describe, expect, it } from "vitest";
import { contactPrefill } from "./contact-prefill";

const query = (text: string) => new URLSearchParams(text);

describe("contactPrefill", () => {
  it("takes source, utm_service, subject and location=atlanta from an article call to action", () => {
    expect(
      contactPrefill(
        query(
          "source=topic-private-llm&utm_service=private-llm&subject=Private+LLM+readiness+review&location=atlanta",
        ),
      ),
    ).toEqual({
      source: "topic-private-llm",
      initialValues: { message: "Private LLM readiness review" },
      metadata: {
        utm_service: "private-llm",
        subject: "Private LLM readiness review",
        location: "atlanta",
      },
      atlanta: true,
    });
  });

  it("leaves everything empty without a query, so the source is inferred from the path", () => {
    expect(contactPrefill(query(""))).toEqual({ initialValues: {}, metadata: {}, atlanta: false });
  });

  it("accepts Atlanta in any case and ignores other locations", () => {
    expect(contactPrefill(query("location=Atlanta")).atlanta).toBe(true);
    expect(contactPrefill(query("location=berlin"))).toEqual({
      initialValues: {},
      metadata: {},
      atlanta: false,
    });
  });

  it("cuts a subject longer than 200 characters and ignores blank values", () => {
    const prefill = contactPrefill(query(`subject=${"a".repeat(250)}&source=%20%20`));
    expect(prefill.initialValues.message).toHaveLength(200);
    expect(prefill.source).toBeUndefined();
  });
});
