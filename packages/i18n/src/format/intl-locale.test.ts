import { describe, expect, it } from "vitest";
import { intlLocale } from "./intl-locale";

describe("intlLocale", () => {
  it("pins the Gregorian calendar and Latin digits on every locale", () => {
    expect(intlLocale("en")).toBe("en-u-ca-gregory-nu-latn");
    expect(intlLocale("de")).toBe("de-u-ca-gregory-nu-latn");
    expect(intlLocale("ar")).toBe("ar-u-ca-gregory-nu-latn");
    expect(intlLocale("ar-SA")).toBe("ar-SA-u-ca-gregory-nu-latn");
  });
});
