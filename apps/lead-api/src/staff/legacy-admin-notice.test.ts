import { describe, expect, it } from "vitest";
import { legacyAdminNotice } from "./legacy-admin-notice";

const noAccounts = { findAccountByEmail: async () => null };
const HASH = "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g";

describe("the env-configured data-room admin", () => {
  it("says nothing when neither variable is set", async () => {
    expect(await legacyAdminNotice({}, noAccounts)).toBeNull();
  });

  it("tells the operator to run staff:add while no staff account has that name", async () => {
    const notice = await legacyAdminNotice(
      { dataroomAdminUser: "ir-admin", dataroomAdminPasswordHash: HASH },
      noAccounts,
    );
    expect(notice).toContain("staff:add");
    expect(notice).toContain("investor-relations");
  });

  it("is quiet once a staff account has the configured e-mail", async () => {
    const found = { findAccountByEmail: async (email: string) => ({ email }) as never };
    expect(
      await legacyAdminNotice(
        { dataroomAdminUser: "ir@vantreo.com", dataroomAdminPasswordHash: HASH },
        found,
      ),
    ).toBeNull();
  });
});
