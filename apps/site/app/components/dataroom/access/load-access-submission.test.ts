import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("./access-submission");
  vi.resetModules();
});

describe("loadAccessSubmission", () => {
  it("fetches the submission code once for both access forms", async () => {
    const { loadAccessSubmission } = await import("./load-access-submission");
    const { accessSubmission } = await import("./access-submission");
    const first = loadAccessSubmission();
    expect(loadAccessSubmission()).toBe(first);
    expect(await first).toBe(accessSubmission);
  });

  it("turns a failed fetch of its chunk into the network error, and tries again next time", async () => {
    vi.doMock("./access-submission", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const { loadAccessSubmission } = await import("./load-access-submission");
    // The class of this module graph (resetModules gave every test a fresh one).
    const { ApiError } = await import("../../api/api-error");
    const failure = await loadAccessSubmission().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: "network" });

    vi.doUnmock("./access-submission");
    const submission = await loadAccessSubmission();
    expect(typeof submission.investorApi.openSession).toBe("function");
  });
});
