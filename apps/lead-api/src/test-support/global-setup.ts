import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server";
import { ensureBuilt } from "./spawn-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The admin URL of the run's throwaway PostgreSQL (database `postgres`). */
    postgresUrl: string;
  }
}

/**
 * Starts one PostgreSQL for the whole run (each test file creates its own database in it) and
 * makes sure the built server the crash tests spawn is current, once, before files run in parallel.
 */
export default async function setup(project: TestProject) {
  ensureBuilt();
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
