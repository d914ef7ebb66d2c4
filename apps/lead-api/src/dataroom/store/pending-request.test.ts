import { describe, expect, it } from "vitest";
import {
  adminLogin,
  dataroomApp,
  fileRequest,
  getWith,
  testClock,
} from "../../test-support/dataroom-kit";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";

type ListedRequest = {
  id: string;
  name: string;
  firm: string;
  message: string;
  requestedAt: string;
};

describe.each(STORE_KINDS)("a second access request while one is pending on %s", (kind) => {
  const currentStore = useTestStore(kind);

  it("keeps the pending request's id and shows the admin the later name, firm, message and time", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    const first = await fileRequest(app, 1, { message: "First note: please share the deck." });
    clock.advance(60_000);
    const second = await fileRequest(app, 1, {
      name: "Morgan A. Ellis",
      firm: "Chattahoochee Growth Partners II",
      message: "Second note: our partners' meeting moved to Friday.",
      locale: "de",
    });
    expect(second).toBe(first);
    const admin = await adminLogin(app);
    const response = await getWith(app, "/v1/dataroom/admin/requests", admin.cookie);
    const { requests } = (await response.json()) as { requests: ListedRequest[] };
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      id: first,
      name: "Morgan A. Ellis",
      firm: "Chattahoochee Growth Partners II",
      message: "Second note: our partners' meeting moved to Friday.",
      locale: "de",
      status: "pending",
      requestedAt: new Date(clock.now()).toISOString(),
    });
  });

  it("leaves other people's pending requests alone", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    await fileRequest(app, 1);
    await fileRequest(app, 2, { message: "Another investor's note." });
    await fileRequest(app, 1, { message: "A later note from the first investor." });
    const admin = await adminLogin(app);
    const response = await getWith(app, "/v1/dataroom/admin/requests", admin.cookie);
    const { requests } = (await response.json()) as { requests: ListedRequest[] };
    expect(requests.map(({ message }) => message).sort()).toEqual([
      "A later note from the first investor.",
      "Another investor's note.",
    ]);
  });
});
