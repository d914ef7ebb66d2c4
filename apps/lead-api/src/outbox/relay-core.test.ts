import { describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { createRelayCore, failureReason, type AttemptResult, type RelayQueue } from "./relay-core";

type Row = {
  id: string;
  attempts: number;
  dueAt: number;
  state: "pending" | "done" | "dead";
  error?: string;
};

/** A queue kept in an array, recording every call, so the core's decisions can be read back. */
function arrayQueue(rows: Row[]) {
  const calls: string[] = [];
  const queue: RelayQueue<Row> = {
    async claim(now, limit, leaseUntil) {
      calls.push(`claim ${now} ${limit} ${leaseUntil}`);
      const due = rows.filter((r) => r.state === "pending" && r.dueAt <= now).slice(0, limit);
      for (const row of due) row.dueAt = leaseUntil;
      return due;
    },
    async markSent(row, at) {
      calls.push(`done ${row.id} ${at}`);
      row.state = "done";
    },
    async scheduleRetry(row, attempts, at, error) {
      calls.push(`retry ${row.id} ${attempts} ${at} ${error}`);
      Object.assign(row, { attempts, dueAt: at, error });
    },
    async markDead(row, attempts, at, error) {
      calls.push(`dead ${row.id} ${attempts} ${at} ${error}`);
      Object.assign(row, { attempts, state: "dead", error });
    },
  };
  return { queue, calls };
}

function relayOf(
  rows: Row[],
  attempt: (row: Row) => Promise<AttemptResult>,
  clock = { now: 1000 },
) {
  const lines: string[] = [];
  const { queue, calls } = arrayQueue(rows);
  const relay = createRelayCore<Row, "sent">({
    queue,
    attempt,
    logger: createLogger({ write: (line) => lines.push(line), now: () => 0 }),
    doneKey: "sent",
    rowLabel: "row",
    passLabel: "test relay",
    logFields: (row) => ({ rowId: row.id }),
    maxAttempts: 3,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    intervalMs: 5,
    batchSize: 2,
    leaseMs: 30_000,
    now: () => clock.now,
    random: () => 0.5,
  });
  return { relay, calls, lines, clock };
}

const row = (id: string): Row => ({ id, attempts: 0, dueAt: 0, state: "pending" });

describe("the relay core", () => {
  it("claims at most a batch under a lease and marks a row done only after the attempt sent it", async () => {
    const rows = [row("a"), row("b"), row("c")];
    const { relay, calls } = relayOf(rows, async () => ({ outcome: "sent" }));
    expect(await relay.runOnce()).toEqual({ sent: 2, retried: 0, dead: 0, cancelled: 0 });
    expect(calls).toEqual(["claim 1000 2 31000", "done a 1000", "done b 1000"]);
    expect(rows.map((r) => r.state)).toEqual(["done", "done", "pending"]);
  });

  it("retries a failure with exponential backoff and jitter, then marks the row dead at maxAttempts", async () => {
    const rows = [row("a")];
    const { relay, calls, clock, lines } = relayOf(rows, async () => ({
      outcome: "failed",
      error: "HTTP 503",
    }));
    expect(await relay.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0, cancelled: 0 });
    clock.now = rows[0]!.dueAt;
    expect(await relay.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0, cancelled: 0 });
    clock.now = rows[0]!.dueAt;
    expect(await relay.runOnce()).toEqual({ sent: 0, retried: 0, dead: 1, cancelled: 0 });
    // Waits of 1000 × 2^(n−1), half fixed and half random (0.5 here): 750 ms, then 1500 ms.
    expect(calls.filter((c) => !c.startsWith("claim"))).toEqual([
      "retry a 1 1750 HTTP 503",
      "retry a 2 3250 HTTP 503",
      "dead a 3 3250 HTTP 503",
    ]);
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([
      "row failed",
      "row failed",
      "row dead",
    ]);
  });

  it("leaves a cancelled row to whoever cancelled it: neither done, retried nor dead", async () => {
    const rows = [row("a")];
    const { relay, calls } = relayOf(rows, async () => ({ outcome: "cancelled" }));
    expect(await relay.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0, cancelled: 1 });
    expect(calls).toEqual(["claim 1000 2 31000"]);
  });

  it("passes the attempt its deadline, now plus the timeout", async () => {
    const deadlines: number[] = [];
    const { queue } = arrayQueue([row("a")]);
    const relay = createRelayCore<Row, "done">({
      queue,
      attempt: async (_row, deadline) => {
        deadlines.push(deadline);
        return { outcome: "sent" };
      },
      logger: createLogger({ level: "silent" }),
      doneKey: "done",
      rowLabel: "row",
      passLabel: "relay",
      logFields: () => ({}),
      maxAttempts: 1,
      baseDelayMs: 1,
      maxDelayMs: 1,
      intervalMs: 1,
      timeoutMs: 2500,
      now: () => 100,
    });
    expect(await relay.runOnce()).toEqual({ done: 1, retried: 0, dead: 0, cancelled: 0 });
    expect(deadlines).toEqual([2600]);
  });

  it("polls until stopped, keeps polling after a failed pass, and stop waits for the pass in progress", async () => {
    const rows = Array.from({ length: 6 }, (_, i) => row(`r${i}`));
    let finishing: (() => void) | undefined;
    let attempts = 0;
    const { relay, lines } = relayOf(rows, async (r) => {
      attempts += 1;
      if (r.id === "r0") throw new Error("store down");
      if (r.id === "r2") await new Promise<void>((resolve) => (finishing = resolve));
      return { outcome: "sent" };
    });
    relay.start();
    await expect.poll(() => finishing).toBeDefined();
    const stopping = relay.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finishing?.();
    await stopping;
    const attemptsAtStop = attempts;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(attempts).toBe(attemptsAtStop);
    expect(rows.find((r) => r.id === "r2")?.state).toBe("done");
    expect(
      lines.some((l) => (JSON.parse(l) as { msg: string }).msg === "test relay pass failed"),
    ).toBe(true);
  });
});

describe("failureReason", () => {
  it("keeps an error's name and message, at most 200 characters, and a fallback for anything else", () => {
    expect(failureReason(new TypeError("fetch failed"), "network error")).toBe(
      "TypeError: fetch failed",
    );
    expect(failureReason(new Error("x".repeat(300)), "n")).toHaveLength(200);
    expect(failureReason("boom", "network error")).toBe("network error");
  });
});
