import type { DataroomStore } from "../store/dataroom-store";

/** DATAROOM.md: 5 failures within 15 minutes lock the key for 15 minutes. */
export const LOCKOUT_POLICY = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** Failures are kept a day, far longer than any window they can count in. */
export const LOCKOUT_FORGET_AFTER_MS = 86_400_000;

/** The verdict on a key before an attempt. */
export type LockState = { locked: false } | { locked: true; retryAfterSeconds: number };

/**
 * Attempt limits for guessable secrets (access codes per client address; admin sign-in per
 * username and per address), OWASP ASVS 2.2.1. Failures live in the store, so a restart or
 * another instance does not reset them. A key is locked from its 5th failure within 15 minutes
 * until 15 minutes after that failure; attempts while locked are refused unchecked and not
 * counted. Attempts on one key run one after another in this instance, so a burst of parallel
 * guesses cannot all pass the check before the first failure is recorded.
 */
export function createAttemptLockout(store: DataroomStore, now: () => number) {
  const queues = new Map<string, Promise<unknown>>();

  async function stateOf(key: string, at: number): Promise<LockState> {
    const { maxFailures, windowMs, lockMs } = LOCKOUT_POLICY;
    const failures = await store.recentFailures(key, at - windowMs - lockMs, maxFailures);
    const newest = failures[0];
    const oldest = failures[maxFailures - 1];
    if (newest === undefined || oldest === undefined || newest - oldest >= windowMs)
      return { locked: false };
    const until = newest + lockMs;
    if (at >= until) return { locked: false };
    return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)) };
  }

  function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  }

  return {
    /**
     * Runs `attempt` unless one of `keys` is locked. `attempt` answers whether it succeeded; a
     * failure is recorded under every key. Resolves with the lock state or the attempt's result.
     */
    async guard<T extends { ok: boolean }>(
      keys: string[],
      attempt: () => Promise<T>,
    ): Promise<{ locked: true; retryAfterSeconds: number } | { locked: false; result: T }> {
      const ordered = [...new Set(keys)].sort();
      const run = async () => {
        const at = now();
        const states = await Promise.all(ordered.map((key) => stateOf(key, at)));
        const wait = Math.max(
          0,
          ...states.map((state) => (state.locked ? state.retryAfterSeconds : 0)),
        );
        if (wait > 0) return { locked: true as const, retryAfterSeconds: wait };
        const result = await attempt();
        if (!result.ok) await store.recordFailure(ordered, now(), now() - LOCKOUT_FORGET_AFTER_MS);
        return { locked: false as const, result };
      };
      // Nested queues in a fixed order: two keys never wait for each other in opposite orders.
      return ordered.reduceRight<() => ReturnType<typeof run>>(
        (inner, key) => () => serialized(key, inner),
        run,
      )();
    },
  };
}

/** The lockout built by {@link createAttemptLockout}. */
export type AttemptLockout = ReturnType<typeof createAttemptLockout>;
