import { vi } from "vitest";
import type { LeadInput } from "./lead-schema";

/** A contact lead that passes every rule; shared by the client's tests. */
export const VALID_LEAD: LeadInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "Ada@Example.com",
  phone: "+1 404 555 0100",
  company: "Analytical Engines",
  message: "We want to evaluate a private LLM.\n\nSource: contact-page",
  leadType: "contact",
  source: "contact-page",
  pageUrl: "https://www.vantreo.com/contact",
  timestamp: "2025-06-16T12:00:00.000Z",
  metadata: { marketing_consent: true },
};

/** The endpoint the tests post to. */
export const ENDPOINT = "https://leads.vantreo.test/v1/leads";

/** A JSON answer of the lead API. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** A fetch that answers each call with the next scripted step (a response, or an error to throw). */
export function scriptedFetch(steps: (Response | Error | "hang")[]) {
  return vi.fn((_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const step = steps.shift();
    if (step === undefined) return Promise.reject(new Error("no more scripted answers"));
    if (step instanceof Error) return Promise.reject(step);
    if (step === "hang") {
      // Like the real fetch: settles only when the request is aborted.
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        );
      });
    }
    return Promise.resolve(step);
  });
}

/** The headers of the n-th call of a fetch mock, as a plain object. */
export function headersOf(
  fetchMock: ReturnType<typeof scriptedFetch>,
  call: number,
): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1];
  return { ...(init?.headers as Record<string, string>) };
}
