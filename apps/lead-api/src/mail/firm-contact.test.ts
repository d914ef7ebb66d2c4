import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIRM_CONTACT } from "./firm-contact";

const siteConfig = readFileSync(
  new URL("../../../site/app/config/site-config.ts", import.meta.url),
  "utf8",
);

describe("the firm's contact details in e-mails", () => {
  it("are the site's: office, phone and e-mail as the site configures them", () => {
    for (const value of [
      FIRM_CONTACT.brand,
      FIRM_CONTACT.email,
      FIRM_CONTACT.phone.display,
      FIRM_CONTACT.phone.tel,
      FIRM_CONTACT.street,
      FIRM_CONTACT.locality,
      FIRM_CONTACT.postalCode,
    ]) {
      expect(siteConfig).toContain(`"${value}"`);
    }
  });
});
