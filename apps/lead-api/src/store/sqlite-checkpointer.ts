import { Worker } from "node:worker_threads";

/** The checkpoint thread of the SQLite store; see {@link startCheckpointer}. */
export type Checkpointer = { stop(): Promise<void> };

/**
 * Writer threads stop checkpointing by themselves until the WAL reaches this many pages (40 MB):
 * the checkpoint thread keeps it far smaller, and this is the backstop should that thread die.
 */
export const WRITER_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * Starts the thread that checkpoints the WAL every `intervalMs` (`sqlite-checkpoint-worker.js`).
 * A checkpoint is housekeeping, never durability: a commit is durable once the WAL is synced.
 */
export function startCheckpointer(file: string, intervalMs = 500): Promise<Checkpointer> {
  const worker = new Worker(new URL("./sqlite-checkpoint-worker.js", import.meta.url), {
    workerData: { file, intervalMs },
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    worker.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const checkpointer: Checkpointer = {
    async stop() {
      if (exited) return;
      worker.postMessage({ close: true });
      await exit;
    },
  };
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.on("message", (message: { ready?: true; closed?: true }) => {
      if (message.ready) resolve(checkpointer);
      if (message.closed) void worker.terminate();
    });
  });
}
