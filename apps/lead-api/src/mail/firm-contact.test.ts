import { readFileSync } from "node:fs";
import { FIRM } from "@vantreo/firm";
import { describe, expect, it } from "vitest";
import { FIRM_CONTACT, firmPhone } from "./firm-contact";
import { phoneSentence } from "./templates/mail-layout";

describe("the firm's contact details in e-mails", () => {
  it("come from the facts the site's build reads too (@vantreo/firm), written nowhere else", () => {
    expect(FIRM_CONTACT).toMatchObject({
      brand: FIRM.brand,
      email: FIRM.email,
      street: FIRM.address.street,
      postalCode: FIRM.address.postalCode,
    });
    const siteConfig = readFileSync(
      new URL("../../../site/app/config/site-config.ts", import.meta.url),
      "utf8",
    );
    expect(siteConfig).toContain('from "@vantreo/firm"');
    expect(siteConfig).not.toContain(FIRM.address.street);
  });

  it("leave out a phone of the range reserved for fiction (555-0100 to 555-0199), and print a real one", () => {
    const fictional = { phone: { display: "+1 (470) 555-0147", tel: "+14705550147" } };
    const real = { phone: { display: "+1 (404) 555-1212", tel: "+14045551212" } };
    expect(firmPhone(fictional)).toBeNull();
    expect(firmPhone({ phone: null })).toBeNull();
    expect(firmPhone(real)).toEqual(real.phone);
    expect(phoneSentence("en", "dataRequest.receipt.contact", null, null)).toBeNull();
    expect(
      phoneSentence("en", "dataRequest.receipt.contact", "dataRequest.receipt.contactNoPhone", null)
        ?.text,
    ).toBe("If you have questions, reply to this email.");
    const offered = phoneSentence(
      "ar",
      "dataRequest.receipt.contact",
      "dataRequest.receipt.contactNoPhone",
      real.phone,
    );
    expect(offered?.text).toContain("\u2068+1 (404) 555-1212\u2069");
    expect(String(offered?.html)).toContain(
      '<a href="tel:+14045551212"><bdi>+1 (404) 555-1212</bdi></a>',
    );
  });
});
