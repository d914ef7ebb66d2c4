import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import dockerignore from "@balena/dockerignore";
import { describe, expect, it } from "vitest";
import { readDockerfile, unpinnedBaseImages } from "./dockerfile-stages";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dockerfileText = readFileSync(join(appDir, "Dockerfile"), "utf8");

describe("the Dockerfile's base image", () => {
  it("is pinned by digest in every stage (a tag alone is refused)", () => {
    const stages = readDockerfile(dockerfileText);
    expect(stages.map((stage) => stage.name)).toEqual(["build", "runtime"]);
    expect(unpinnedBaseImages(stages)).toEqual([]);
    for (const stage of stages)
      expect(stage.image).toMatch(/^node:20-bookworm-slim@sha256:[0-9a-f]{64}$/);
  });

  it("refuses a FROM by tag only, by an empty ARG, or by a malformed digest", () => {
    const stages = readDockerfile(
      [
        "ARG TAGGED=node:20-bookworm-slim",
        "ARG EMPTY",
        "FROM ${TAGGED} AS a",
        "FROM ${EMPTY} AS b",
        "FROM node:20@sha256:1234 AS c",
        "FROM a AS d",
      ].join("\n"),
    );
    expect(unpinnedBaseImages(stages)).toEqual([
      "stage a: FROM node:20-bookworm-slim is not pinned by @sha256 digest",
      "stage b: FROM (empty) is not pinned by @sha256 digest",
      "stage c: FROM node:20@sha256:1234 is not pinned by @sha256 digest",
    ]);
  });
});

describe("the build context (Dockerfile.dockerignore)", () => {
  const rules = dockerignore({ ignorecase: false }).add(
    readFileSync(join(appDir, "Dockerfile.dockerignore"), "utf8"),
  );

  it("leaves out every dotenv file, at any depth", () => {
    for (const path of [
      ".env",
      ".env.local",
      ".env.production",
      "apps/lead-api/.env",
      "apps/lead-api/.env.local",
      "apps/lead-api/.env.production.local",
      "packages/leads/.env.test",
      "packages/i18n/src/.env.staging",
    ])
      expect(rules.ignores(path), path).toBe(true);
  });

  it("still sends what the image builds from", () => {
    for (const path of [
      "package.json",
      "pnpm-lock.yaml",
      "apps/lead-api/package.json",
      "apps/lead-api/src/server.ts",
      "packages/leads/src/index.ts",
      // The firm's facts the mails print (@vantreo/firm).
      "packages/firm/firm.json",
      "packages/firm/src/index.ts",
      // The staff, desk and data-room contract the routes validate with (@vantreo/contracts).
      "packages/contracts/src/index.ts",
      // The booking prices the reports value bookings with (@vantreo/search).
      "packages/search/src/index.ts",
    ])
      expect(rules.ignores(path), path).toBe(false);
  });
});
