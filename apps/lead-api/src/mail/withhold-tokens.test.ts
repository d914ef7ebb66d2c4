import { describe, expect, it } from "vitest";
import { withholdTokens } from "./withhold-tokens";

describe("withholdTokens", () => {
  it("withholds the newsletter confirmation token of the text and the HTML part", () => {
    const link = "https://www.vantreo.com/de/newsletter/confirm#token=-tMgxnQVqpBP_x9";
    expect(withholdTokens(`Bitte bestätigen: ${link}\nDanke`)).toBe(
      "Bitte bestätigen: https://www.vantreo.com/de/newsletter/confirm#token=[withheld]\nDanke",
    );
    expect(withholdTokens(`<a href="${link}">${link}</a>`)).toBe(
      '<a href="https://www.vantreo.com/de/newsletter/confirm#token=[withheld]">' +
        "https://www.vantreo.com/de/newsletter/confirm#token=[withheld]</a>",
    );
  });

  it("withholds other confirmation and verification credentials in query or fragment", () => {
    expect(withholdTokens("https://x.test/verify?request=12&verification_token=abc123")).toBe(
      "https://x.test/verify?request=12&verification_token=[withheld]",
    );
    expect(withholdTokens('<a href="https://x.test/v?id=1&amp;code=9f8e&amp;lang=de">')).toBe(
      '<a href="https://x.test/v?id=1&amp;code=[withheld]&amp;lang=de">',
    );
    expect(withholdTokens("https://x.test/confirm#key=K3y")).toBe(
      "https://x.test/confirm#key=[withheld]",
    );
  });

  it("leaves text without link credentials as it is", () => {
    const text = "Your token of thanks: see https://x.test/page?lang=de#section";
    expect(withholdTokens(text)).toBe(text);
  });
});
