import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { copyBuildContext } from "./build-context";
import type { Stage } from "./dockerfile-stages";

/** Who runs the image's processes here: the image's user becomes an unprivileged one. */
export type RehearsalUser = { uid: number; gid: number } | undefined;

/** The final stage as the rehearsal left it, ready to be started like the container. */
export type RehearsedImage = {
  /** The image's filesystem root, here a temporary folder. */
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string | undefined;
  exposed: number[];
  volumes: string[];
  stopSignal: string | undefined;
  healthcheck: string[] | undefined;
  cmd: string[] | undefined;
  /** What each step did, for the test's failure message and the operator's curiosity. */
  log: string[];
};

/** Every absolute path in a shell command (after a space, `=`, or a quote). */
const ABSOLUTE_PATH = /(^|[\s="'])(\/[\w.@+-][\w.@+/*-]*)/g;

/**
 * The steps that provision the base image with system packages: the rehearsal does not run them
 * on this machine but checks that what they install is here (Debian packages, the pinned pnpm).
 */
function checkProvisioning(command: string): string | null {
  if (/^apt-get\b/.test(command)) {
    const install = /apt-get install ((?:\s*-\S+)*)((?:\s+[a-z0-9.+-]+)+)/.exec(command);
    const packages = (install?.[2] ?? "").trim().split(/\s+/).filter(Boolean);
    for (const name of packages) {
      const status = spawnSync("dpkg-query", ["-W", "-f=${Status}", name], { encoding: "utf8" });
      // Off Debian, the packages this Dockerfile installs are also the names of their commands.
      const present = status.error
        ? spawnSync("sh", ["-c", `command -v ${name}`]).status === 0
        : status.stdout.includes("install ok installed");
      if (!present)
        throw new Error(`the image installs the Debian package ${name}; this machine lacks it`);
    }
    return `apt-get: ${packages.join(", ")} present`;
  }
  const pnpm = /^npm install --global pnpm@(\S+)$/.exec(command);
  if (pnpm) {
    const version = execFileSync("pnpm", ["--version"], { encoding: "utf8" }).trim();
    // One major reads and writes one lockfile format; patch and minor releases may differ.
    if (version.split(".")[0] !== pnpm[1]?.split(".")[0])
      throw new Error(`the image pins pnpm ${pnpm[1]}; PATH has ${version}`);
    return `pnpm ${version} present`;
  }
  return null;
}

/**
 * Replays the stages of a Dockerfile without Docker: each stage's filesystem is a folder under
 * `workDir`, so `/repo` becomes `<workDir>/<stage>/repo`; `COPY .` copies the build context of
 * `contextDir` filtered by `ignoreFile`; `COPY --from` copies between stage folders; every other
 * RUN runs in `sh -c` with its absolute paths moved under the stage folder and the stage's ENV.
 * `chown <image user>` becomes a chown to `user` (an unprivileged account of this machine).
 */
export function rehearseDockerfile(options: {
  stages: Stage[];
  contextDir: string;
  ignoreFile: string;
  workDir: string;
  user: RehearsalUser;
  env?: Record<string, string>;
}): RehearsedImage {
  const roots = new Map<string, string>();
  let image: RehearsedImage | undefined;
  for (const stage of options.stages) {
    const root = join(options.workDir, stage.name);
    mkdirSync(root, { recursive: true });
    roots.set(stage.name, root);
    const inRoot = (path: string) => join(root, path);
    image = {
      root,
      workdir: root,
      env: {},
      user: undefined,
      exposed: [],
      volumes: [],
      stopSignal: undefined,
      healthcheck: undefined,
      cmd: undefined,
      log: [],
    };
    const current = image;
    const imageUser = () => stage.steps.find((step) => step.kind === "user");
    for (const step of stage.steps) {
      switch (step.kind) {
        case "workdir":
          current.workdir = inRoot(step.path);
          mkdirSync(current.workdir, { recursive: true });
          break;
        case "env":
          for (const [name, value] of Object.entries(step.vars))
            current.env[name] = value.startsWith("/") ? inRoot(value) : value;
          break;
        case "copy": {
          const dest = step.dest.startsWith("/")
            ? inRoot(step.dest)
            : join(current.workdir, step.dest);
          if (step.from) {
            const from = roots.get(step.from);
            if (!from) throw new Error(`COPY --from=${step.from}: no such stage`);
            for (const source of step.sources)
              cpSync(join(from, source), dest, { recursive: true, verbatimSymlinks: true });
          } else {
            if (step.sources.join(" ") !== ".") throw new Error("only COPY . is rehearsed");
            const files = copyBuildContext(options.contextDir, options.ignoreFile, dest);
            current.log.push(`COPY . (${files.length} files)`);
            break;
          }
          current.log.push(`COPY --from=${step.from} ${step.sources.join(" ")} ${step.dest}`);
          break;
        }
        case "run": {
          const provisioned = checkProvisioning(step.command);
          if (provisioned) {
            current.log.push(`RUN ${step.command} -> checked: ${provisioned}`);
            break;
          }
          let command = step.command.replace(
            ABSOLUTE_PATH,
            (_, before: string, path: string) => `${before}${inRoot(path)}`,
          );
          const owner = imageUser();
          if (owner?.kind === "user") {
            const target = options.user ? `${options.user.uid}:${options.user.gid}` : "";
            command = command.replaceAll(
              `chown ${owner.user}:${owner.user} `,
              target ? `chown ${target} ` : "true ",
            );
          }
          const result = spawnSync("sh", ["-c", command], {
            cwd: current.workdir,
            env: { ...process.env, ...options.env, ...current.env },
            encoding: "utf8",
          });
          current.log.push(`RUN ${command} -> ${result.status}`);
          if (result.status !== 0)
            throw new Error(`RUN ${step.command} failed:\n${result.stdout}\n${result.stderr}`);
          break;
        }
        case "user":
          current.user = step.user;
          break;
        case "expose":
          current.exposed.push(step.port);
          break;
        case "volume":
          current.volumes.push(...step.paths);
          break;
        case "stopsignal":
          current.stopSignal = step.signal;
          break;
        case "healthcheck":
          current.healthcheck = step.command;
          break;
        case "cmd":
          current.cmd = step.command;
          break;
      }
    }
  }
  if (!image) throw new Error("the Dockerfile has no stage");
  // The unprivileged user must reach its working folder through the temporary folders.
  if (options.user)
    for (let dir = image.workdir; dir.startsWith(options.workDir); dir = join(dir, ".."))
      chmodSync(dir, 0o755);
  return image;
}
