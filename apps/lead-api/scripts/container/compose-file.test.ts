import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, loadConfig } from "../../src/config";
import { readDockerfile } from "./dockerfile-stages";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

type Healthcheck = { test: string[]; interval: string; timeout: string; retries: number };
type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: Healthcheck;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  stop_grace_period?: string;
};
type ComposeFile = { services: Record<string, Service>; volumes: Record<string, unknown> };

const compose = load(readFileSync(join(appDir, "compose.yaml"), "utf8")) as ComposeFile;
const api = compose.services["lead-api"] as Service;
const postgres = compose.services.postgres as Service;

/**
 * Compose's interpolation (Compose specification, "Interpolation"): `${VAR}`, `${VAR:-default}`
 * and `${VAR:?error}`, with `given` as the operator's environment.
 */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) => {
      const set = given[name];
      if (set) return set;
      if (kind === "?") throw new Error(`${name}: ${rest}`);
      return kind === "-" ? (rest ?? "") : "";
    },
  );
}

const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1] ?? Number.NaN);

describe("compose.yaml", () => {
  it("builds the lead API from its Dockerfile with the workspace as the context", () => {
    const context = resolve(appDir, api.build?.context ?? "");
    expect(existsSync(join(context, "pnpm-workspace.yaml"))).toBe(true);
    expect(resolve(context, api.build?.dockerfile ?? "")).toBe(join(appDir, "Dockerfile"));
    expect(existsSync(join(appDir, `${api.build?.dockerfile.split("/").pop()}.dockerignore`))).toBe(
      true,
    );
  });

  it("runs PostgreSQL 15 on a named volume, and starts the API only once it is healthy", () => {
    expect(postgres.image).toMatch(/^postgres:15(\b|-)/);
    const [volume, mountPoint] = (postgres.volumes?.[0] ?? "").split(":");
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(mountPoint).toBe("/var/lib/postgresql/data");
    expect(postgres.healthcheck?.test).toContain("pg_isready");
    expect(api.depends_on?.postgres?.condition).toBe("service_healthy");
  });

  it("gives the API an environment its configuration accepts, pointing at the compose database", () => {
    const environment = api.environment ?? {};
    const known = new Set<string>(Object.values(CONFIG_VARIABLES));
    for (const name of Object.keys(environment)) expect(known).toContain(name);
    const given = {
      POSTGRES_PASSWORD: "s3cretPassw0rd",
      LEAD_API_ADMIN_TOKEN: "t".repeat(40),
      LEAD_API_IP_HASH_SECRET: "k".repeat(40),
      LEAD_API_STAFF_TOTP_KEY: Buffer.alloc(32, 7).toString("base64"),
    };
    const resolved = Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [name, interpolate(value, given)]),
    );
    const config = loadConfig(resolved);
    expect(config.databaseUrl).toBe("postgres://lead_api:s3cretPassw0rd@postgres:5432/leads");
    expect(config.metricsEnabled).toBe(true);
    expect(interpolate(postgres.environment?.POSTGRES_PASSWORD ?? "", given)).toBe(
      "s3cretPassw0rd",
    );
    // The secrets have no default: compose refuses to start without them.
    expect(() => interpolate(environment.LEAD_API_ADMIN_TOKEN ?? "", {})).toThrow(
      "LEAD_API_ADMIN_TOKEN",
    );
    expect(() => interpolate(environment.LEAD_API_IP_HASH_SECRET ?? "", {})).toThrow(
      "LEAD_API_IP_HASH_SECRET",
    );
    expect(() => interpolate(environment.LEAD_API_STAFF_TOTP_KEY ?? "", {})).toThrow(
      "LEAD_API_STAFF_TOTP_KEY",
    );
    expect(config.staffTotpKey).toBe(given.LEAD_API_STAFF_TOTP_KEY);
    expect(() => interpolate(environment.DATABASE_URL ?? "", {})).toThrow("POSTGRES_PASSWORD");
  });

  it("checks the API's health with the image's own check and lets it drain before the SIGKILL", () => {
    const runtime = readDockerfile(readFileSync(join(appDir, "Dockerfile"), "utf8")).at(-1);
    const imageCheck = runtime?.steps.find((step) => step.kind === "healthcheck");
    expect(["CMD", ...(imageCheck?.kind === "healthcheck" ? imageCheck.command : [])]).toEqual(
      api.healthcheck?.test,
    );
    const shutdownMs = Number(api.environment?.LEAD_API_SHUTDOWN_TIMEOUT_MS);
    expect(seconds(api.stop_grace_period ?? "") * 1000).toBeGreaterThan(shutdownMs);
    expect(api.ports).toEqual(["127.0.0.1:8787:8787"]);
  });
});
