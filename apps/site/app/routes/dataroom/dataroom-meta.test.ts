import { describe, expect, it } from "vitest";
import {
  expectPrivateHead,
  head,
  robots,
  type AnyMeta,
} from "../../components/staff/route-head.test-helper";
import { loader as accessLoader, meta as accessMeta } from "./access";
import { meta as documentMeta } from "./document";
import { loader as roomLoader, meta as roomMeta } from "./index";
import { loader as investorsLoader, meta as investorsMeta } from "./investors";

describe("the data room's pages in search engines", () => {
  it("are noindex,nofollow in every language, without hreflang alternates", async () => {
    await expectPrivateHead(roomLoader, roomMeta, "/dataroom");
    await expectPrivateHead(accessLoader, accessMeta, "/de/dataroom/access");
    await expectPrivateHead(investorsLoader, investorsMeta, "/investors");
  });

  it("gives the document shell its title from the root's strings, noindex too", () => {
    const descriptors = (documentMeta as unknown as AnyMeta)({
      location: { pathname: "/de/dataroom/governance" },
      matches: [
        {
          loaderData: {
            resources: {
              dataroom: { document: { title: "Dokument im Datenraum", description: "d" } },
            },
          },
        },
      ],
    } as never);
    expect(descriptors[0]).toEqual({ title: "Dokument im Datenraum | Vantreo Data & AI" });
    expect(robots(descriptors)).toBe("noindex,nofollow");
    // The same head for every slug: the prerendered shell and the hydrated page must agree.
    expect(JSON.stringify(descriptors)).not.toContain("governance");
  });
});

describe("/investors", () => {
  it("refreshes to the data room of its language for browsers without JavaScript", async () => {
    const descriptors = await head(investorsLoader, investorsMeta, "/ar/investors");
    expect(descriptors).toContainEqual({ httpEquiv: "refresh", content: "0; url=/ar/dataroom" });
  });
});
