import type { DataroomStore } from "../dataroom/store/dataroom-store";

/**
 * The slow-down of one (account, address) pair: its first 5 failures within the hour are free;
 * from the 5th on, the pair waits 30 s after its newest failure, twice as long after each further
 * one, 15 minutes at most. An hour without failures forgets them.
 */
export const THROTTLE_POLICY = {
  freeFailures: 5,
  lookbackMs: 60 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
} as const;

/** A throttle policy; {@link THROTTLE_POLICY} unless a caller needs another. */
export type ThrottlePolicy = { [K in keyof typeof THROTTLE_POLICY]: number };

/** Failures are kept a day, far longer than any lookback they can count in (retention purges older). */
export const FAILURE_FORGET_AFTER_MS = 86_400_000;

/** Where failures are kept: the store, so a restart or another instance does not reset them. */
export type FailureLog = Pick<DataroomStore, "recentFailures" | "recordFailure">;

/** Who is trying: an account (a username, a token, a code's selector) from a client address. */
export type AttemptPair = { scope: string; account: string; address: string };

/**
 * The verdict on an attempt; once run, with the pair's failures within the lookback, this one
 * included (counted up to where the delay is capped).
 */
export type ThrottleOutcome<T> =
  | { throttled: true; retryAfterSeconds: number }
  | { throttled: false; result: T; failures: number };

/** How many of a pair's newest failures decide its wait: past this many the delay is capped. */
function failuresThatCount(policy: ThrottlePolicy): number {
  const doublings = Math.ceil(Math.log2(policy.maxDelayMs / policy.baseDelayMs));
  return policy.freeFailures + Math.max(0, doublings);
}

/**
 * How long (ms) a pair must still wait at `at`, given its failure times within the lookback,
 * newest first: 0 while it has fewer than `freeFailures`, then `baseDelayMs` doubled per further
 * failure, capped at `maxDelayMs`, counted from the newest failure.
 */
export function throttleWaitMs(
  failures: readonly number[],
  at: number,
  policy: ThrottlePolicy = THROTTLE_POLICY,
): number {
  const newest = failures[0];
  if (newest === undefined || failures.length < policy.freeFailures) return 0;
  const delay = Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** (failures.length - policy.freeFailures),
  );
  return Math.max(0, newest + delay - at);
}

/**
 * Attempt throttling for guessable secrets (OWASP ASVS 2.2.1; OWASP Authentication Cheat Sheet,
 * "account lockout"): failures count per (account, address) pair and slow that pair down; no
 * account is ever locked for everyone, so an attacker rotating addresses cannot keep the owner
 * out, and one address behind a shared proxy cannot shut out the others. Generic over the
 * account, for every sign-in that needs it (data-room admin, investor codes, the admin API's
 * token). Pairs are stored under a keyed pseudonym, never as usernames or addresses. Attempts of
 * one pair run one after another in this instance, so a burst of parallel guesses cannot all
 * pass the check before the first failure is recorded.
 */
export function createAttemptThrottle(options: {
  failures: FailureLog;
  now: () => number;
  /** Turns a pair's name into the key the store keeps (a keyed HMAC). */
  pseudonymize: (value: string) => string;
  policy?: ThrottlePolicy;
}) {
  const { failures, now, pseudonymize } = options;
  const policy = options.policy ?? THROTTLE_POLICY;
  const queues = new Map<string, Promise<unknown>>();

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
     * Runs `attempt` unless the pair must wait; `attempt` answers whether it succeeded, and a
     * failure is recorded for the pair (unless it answers `counted: false`: refused for a reason
     * that guessed nothing). Resolves with the wait or the attempt's result.
     */
    guard<T extends { ok: boolean; counted?: boolean }>(
      pair: AttemptPair,
      attempt: () => Promise<T>,
    ): Promise<ThrottleOutcome<T>> {
      const key = pseudonymize(`throttle:${pair.scope}:${pair.account}:${pair.address}`);
      return serialized(key, async (): Promise<ThrottleOutcome<T>> => {
        const at = now();
        const recent = await failures.recentFailures(
          key,
          at - policy.lookbackMs,
          failuresThatCount(policy),
        );
        const wait = throttleWaitMs(recent, at, policy);
        if (wait > 0) return { throttled: true, retryAfterSeconds: Math.ceil(wait / 1000) };
        const result = await attempt();
        const failed = !result.ok && result.counted !== false;
        if (failed) await failures.recordFailure([key], now(), now() - FAILURE_FORGET_AFTER_MS);
        return { throttled: false, result, failures: recent.length + (failed ? 1 : 0) };
      });
    },
  };
}

/** The throttle built by {@link createAttemptThrottle}. */
export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;
