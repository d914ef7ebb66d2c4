import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The admin URL of the run's throwaway PostgreSQL (database `postgres`). */
    postgresUrl: string;
  }
}

/** Starts one PostgreSQL for the whole run; each test file creates its own database in it. */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
