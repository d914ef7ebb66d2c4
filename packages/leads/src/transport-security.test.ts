import { describe, expect, it } from "vitest";
import { STRICT_TRANSPORT_SECURITY } from "./transport-security";

describe("STRICT_TRANSPORT_SECURITY", () => {
  it("meets the HSTS preload list's rules: a year or more, every subdomain, preload", () => {
    const directives = STRICT_TRANSPORT_SECURITY.split(";").map((part) => part.trim());
    const maxAge = Number(directives.find((d) => d.startsWith("max-age="))?.slice(8));
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(directives).toContain("includeSubDomains");
    expect(directives).toContain("preload");
  });
});
