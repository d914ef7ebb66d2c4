import { beforeEach, describe, expect, it } from "vitest";
import {
  contactLead,
  createTestApp,
  exportSubject,
  postJson,
  postLead,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

// NUL is refused by PostgreSQL text (a 5xx if it reached the store); U+202E and the other bidi
// controls make a stored name read differently in a staff table.
const NASTY = "\u0000\u0007\u202e\u2066\ud800";

describe.each(STORE_KINDS)("control characters and bidi overrides on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp(currentStore().store, { env: { LEAD_API_RATE_LIMIT: "1000000" } });
  });

  it("stores a lead with them removed from every text and metadata value", async () => {
    const response = await postLead(
      app,
      contactLead("nasty", {
        firstName: `Gr${NASTY}ace`,
        lastName: `Hop${NASTY}per`,
        phone: `+1${NASTY}404`,
        company: `Peach${NASTY}tree`,
        message: `We need${NASTY} a data platform\r\nassessment.`,
        source: `footer${NASTY}`,
        timestamp: `2025-06-16T12:00:00.000Z${NASTY}`,
        metadata: { marketing_consent: true, utm_source: `link${NASTY}edin`, [`k${NASTY}`]: "x" },
      }),
    );
    expect(response.status).toBe(201);
    const [stored] = (await exportSubject(app, "visitor.nasty@example.com")).leads;
    expect(stored?.lead).toMatchObject({
      firstName: "Gr\ufffdace",
      lastName: "Hop\ufffdper",
      phone: "+1404",
      company: "Peach\ufffdtree",
      message: "We need\ufffd a data platform\nassessment.",
      source: "footer",
    });
    expect(stored?.lead.metadata).toEqual({
      marketing_consent: true,
      utm_source: "link\ufffdedin",
    });
  });

  it("never answers a 5xx to them in a consent proof", async () => {
    const proof = {
      choice: "accepted",
      categories: { functional: true, analytics: true, marketing: true, personalization: true },
      timestamp: "2025-06-16T12:00:00.000Z",
      revision: 1,
      locale: "en",
      page: "/contact",
    };
    for (const field of ["timestamp", "locale", "page"] as const) {
      const response = await postJson(app, "/v1/consents", {
        ...proof,
        [field]: `${proof[field]}${NASTY}`,
      });
      expect(response.status, field).toBeLessThan(500);
    }
  });
});
