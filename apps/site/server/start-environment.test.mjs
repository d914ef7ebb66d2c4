import { describe, expect, it } from "vitest";
import { startEnvironment } from "../../../scripts/serve.mjs";

// `npm start` (scripts/serve.mjs) runs the lead API behind this server on loopback.
describe("the environment npm start gives both servers", () => {
  it("trusts X-Forwarded-For from loopback only, even when the variable is set but empty", () => {
    expect(startEnvironment({}).LEAD_API_TRUSTED_PROXIES).toBe("127.0.0.1,::1");
    expect(startEnvironment({ LEAD_API_TRUSTED_PROXIES: "" }).LEAD_API_TRUSTED_PROXIES).toBe(
      "127.0.0.1,::1",
    );
    expect(
      startEnvironment({ LEAD_API_TRUSTED_PROXIES: "10.0.0.0/8" }).LEAD_API_TRUSTED_PROXIES,
    ).toBe("10.0.0.0/8");
  });

  it("lets the lead API accept forms from the site's own port", () => {
    expect(startEnvironment({ PORT: "5000" })).toMatchObject({
      PORT: "5000",
      LEAD_API_PORT: "8787",
      LEAD_API_SITE_ORIGINS: "http://127.0.0.1:5000,http://localhost:5000",
    });
  });
});
