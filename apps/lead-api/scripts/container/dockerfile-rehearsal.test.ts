import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readDockerfile } from "./dockerfile-stages";
import { rehearseDockerfile, type RehearsalUser, type RehearsedImage } from "./rehearse-dockerfile";
import { PRODUCTION_FACTS } from "../../src/test-support/production-facts";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const repoRoot = join(appDir, "..", "..");
const dockerfile = join(appDir, "Dockerfile");
const stages = readDockerfile(readFileSync(dockerfile, "utf8"));
const finalStage = stages.at(-1);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Root here stands for Docker's build user; the image's `node` user becomes `nobody`. */
function unprivilegedUser(): RehearsalUser {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "nobody"], { encoding: "utf8" }));
  return { uid: id("-u"), gid: id("-g") };
}

/** The environment the build steps see: the machine's, without the test runner's own settings. */
function buildEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        name !== "NODE_ENV" &&
        name !== "INIT_CWD" &&
        !/^(VITEST|npm_package_|npm_lifecycle_|PNPM_SCRIPT)/.test(name),
    ),
  ) as Record<string, string>;
}

/** Every symbolic link under `dir` whose target lies outside `dir`. */
function linksLeaving(dir: string): string[] {
  const outside: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isSymbolicLink()) {
        if (!realpathSync(path).startsWith(`${dir}/`)) outside.push(path);
      } else if (entry.isDirectory()) walk(path);
    }
  };
  walk(dir);
  return outside;
}

describe("the Dockerfile's final stage", () => {
  it("runs the server as a non-root user, stops it with SIGTERM and checks its health with Node", () => {
    const steps = finalStage?.steps ?? [];
    const user = steps.find((step) => step.kind === "user");
    expect(user && user.kind === "user" && user.user).toBe("node");
    expect(steps).toContainEqual({ kind: "stopsignal", signal: "SIGTERM" });
    expect(steps).toContainEqual({ kind: "cmd", command: ["node", "dist/server.js"] });
    expect(steps).toContainEqual({
      kind: "healthcheck",
      command: ["node", "scripts/healthcheck.mjs"],
    });
    const env = steps.find((step) => step.kind === "env");
    const vars = env?.kind === "env" ? env.vars : {};
    expect(steps).toContainEqual({ kind: "expose", port: Number(vars.LEAD_API_PORT) });
    expect(steps).toContainEqual({ kind: "volume", paths: [vars.LEAD_API_DATA_DIR] });
    expect(vars.NODE_ENV).toBe("production");
  });
});

// The build step compiles four packages (~20 s of CPU on two cores).
describe("the Dockerfile replayed without Docker", { timeout: 300_000 }, () => {
  const workDir = mkdtempSync(join(tmpdir(), "lead-api-image-"));
  const user = unprivilegedUser();
  let image: RehearsedImage | undefined;
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("builds a self-contained app folder with production dependencies only", () => {
    image = rehearseDockerfile({
      stages,
      contextDir: repoRoot,
      ignoreFile: join(appDir, "Dockerfile.dockerignore"),
      workDir,
      user,
      env: buildEnvironment(),
    });
    const app = image.workdir;
    expect(image.log.join("\n")).toContain("COPY --from=build /deploy /app");
    expect(readdirSync(join(app, "dist"))).toContain("server.js");
    expect(readdirSync(join(app, "scripts"))).toContain("healthcheck.mjs");
    expect(readdirSync(join(app, "scripts")).some((name) => name.includes(".test."))).toBe(false);
    expect(readdirSync(join(app, "scripts"))).not.toContain("container");
    // Only the app's production dependencies, its workspace packages copied in, not linked.
    const manifest = JSON.parse(readFileSync(join(appDir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies))
      expect(statSync(join(app, "node_modules", name)).isDirectory()).toBe(true);
    for (const name of Object.keys(manifest.devDependencies))
      expect(() => lstatSync(join(app, "node_modules", name))).toThrow();
    expect(linksLeaving(app)).toEqual([]);
  });

  it("starts like the container, as an unprivileged user, answers its health check and drains on its stop signal", async () => {
    if (!image) throw new Error("the build step above failed");
    const [command, ...args] = image.cmd ?? [];
    const port = await freePort();
    const factsFile = join(image.workdir, "firm-facts.json");
    copyFileSync(PRODUCTION_FACTS, factsFile);
    // The image's environment only (no developer's variables), on loopback and a free port here.
    const env = {
      PATH: process.env.PATH ?? "",
      ...image.env,
      LEAD_API_HOST: "127.0.0.1",
      LEAD_API_PORT: String(port),
      // NODE_ENV=production refuses to start without it, as a real deployment must set it.
      LEAD_API_STAFF_TOTP_KEY: Buffer.alloc(32, 7).toString("base64"),
      // And without the firm's real facts: the shipped firm.json's phone is a placeholder. A
      // deployment mounts its own file; here a copy beside the app, readable by the image's user.
      VANTREO_FIRM_FACTS: factsFile,
    };
    const asUser = user ? { uid: user.uid, gid: user.gid } : {};
    const healthcheck = () => {
      const [check, ...checkArgs] = image?.healthcheck ?? [];
      return spawnSync(check as string, checkArgs, { cwd: image?.workdir, env, ...asUser }).status;
    };
    const child = spawn(command as string, args, { cwd: image.workdir, env, ...asUser });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const output: string[] = [];
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.join("").includes('"msg":"listening"')) resolve();
      });
      child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      void exited.then((code) => reject(new Error(`exited ${code}: ${output.join("")}`)));
    });

    expect(healthcheck()).toBe(0);
    const lead = await fetch(`http://127.0.0.1:${port}/v1/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "container@example.com", leadType: "newsletter" }),
    });
    expect(lead.status).toBe(201);
    // The lead went to the data volume, written by the unprivileged user.
    const database = statSync(join(image.env.LEAD_API_DATA_DIR as string, "leads.sqlite"));
    if (user) expect(database.uid).toBe(user.uid);
    // OPERATIONS.md's `docker exec lead-api node scripts/db-backup.mjs`, from the image's layout.
    const dataDir = image.env.LEAD_API_DATA_DIR as string;
    const backup = spawnSync(
      "node",
      ["scripts/db-backup.mjs", "--out", join(dataDir, "backups", "leads.sqlite")],
      { cwd: image.workdir, env, ...asUser, encoding: "utf8" },
    );
    expect(backup.stderr).toBe("");
    expect(JSON.parse(backup.stdout)).toMatchObject({ backup: "ok", store: "sqlite", leads: 1 });

    child.kill(image.stopSignal as NodeJS.Signals);
    expect(await exited).toBe(0);
    expect(output.join("")).toContain('"msg":"stopped"');
    expect(healthcheck()).toBe(1);
  });
});
