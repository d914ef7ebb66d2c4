import { DockerfileParser } from "dockerfile-ast";

/** One Dockerfile instruction the rehearsal understands, with its arguments read. */
export type Step =
  | { kind: "workdir"; path: string }
  | { kind: "env"; vars: Record<string, string> }
  | { kind: "copy"; from: string | undefined; sources: string[]; dest: string }
  | { kind: "run"; command: string }
  | { kind: "user"; user: string }
  | { kind: "expose"; port: number }
  | { kind: "stopsignal"; signal: string }
  | { kind: "healthcheck"; command: string[] }
  | { kind: "cmd"; command: string[] }
  | { kind: "volume"; paths: string[] };

/** A `FROM … AS name` stage and its steps in order. */
export type Stage = { name: string; image: string; steps: Step[] };

function execForm(content: string, what: string): string[] {
  const parsed: unknown = JSON.parse(content);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === "string"))
    throw new Error(`${what} must use the exec (JSON array) form: ${content}`);
  return parsed;
}

/**
 * Reads a Dockerfile into its stages with dockerfile-ast (the parser of the Docker language
 * server). Only the instructions the lead API's Dockerfile uses are accepted: anything else is an
 * error, so the rehearsal can never silently skip a step the image build would run.
 */
export function readDockerfile(text: string): Stage[] {
  const dockerfile = DockerfileParser.parse(text);
  const stages: Stage[] = [];
  const args: Record<string, string> = {};
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    const content = instruction.getArgumentsContent() ?? "";
    const words = instruction.getExpandedArguments().map((argument) => argument.getValue());
    if (keyword === "ARG") {
      const [name, value = ""] = content.split("=", 2);
      args[name as string] = value;
      continue;
    }
    if (keyword === "FROM") {
      const image = (words[0] ?? "").replace(/\$\{(\w+)\}/g, (_, name: string) => args[name] ?? "");
      stages.push({ name: words[2] ?? String(stages.length), image, steps: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    const flags = new Map(
      ("getFlags" in instruction ? (instruction.getFlags as () => []).call(instruction) : []).map(
        (flag: { getName(): string; getValue(): string | null }) => [
          flag.getName(),
          flag.getValue() ?? "",
        ],
      ),
    );
    switch (keyword) {
      case "WORKDIR":
        stage.steps.push({ kind: "workdir", path: content });
        break;
      case "ENV":
        stage.steps.push({
          kind: "env",
          vars: Object.fromEntries(words.map((word) => word.split(/=(.*)/s, 2))),
        });
        break;
      case "COPY":
        stage.steps.push({
          kind: "copy",
          from: flags.get("from"),
          sources: words.slice(0, -1),
          dest: words.at(-1) ?? "",
        });
        break;
      case "RUN":
        // --mount=type=cache only keeps the package store between builds: no effect on the result.
        for (const [name, value] of flags)
          if (name !== "mount" || !value.startsWith("type=cache"))
            throw new Error(`RUN --${name}=${value} is not understood by the rehearsal`);
        stage.steps.push({ kind: "run", command: content });
        break;
      case "USER":
        stage.steps.push({ kind: "user", user: content });
        break;
      case "EXPOSE":
        stage.steps.push({ kind: "expose", port: Number.parseInt(content, 10) });
        break;
      case "STOPSIGNAL":
        stage.steps.push({ kind: "stopsignal", signal: content });
        break;
      case "HEALTHCHECK":
        stage.steps.push({
          kind: "healthcheck",
          command: execForm(content.replace(/^CMD\s+/, ""), "HEALTHCHECK"),
        });
        break;
      case "CMD":
        stage.steps.push({ kind: "cmd", command: execForm(content, "CMD") });
        break;
      case "VOLUME":
        stage.steps.push({ kind: "volume", paths: execForm(content, "VOLUME") });
        break;
      default:
        throw new Error(`${keyword} is not understood by the rehearsal`);
    }
  }
  return stages;
}

/** An image reference pinned by digest: `[registry/]name[:tag]@sha256:<64 hex digits>`. */
const PINNED_IMAGE = /^[a-z0-9][a-z0-9._/:-]*@sha256:[0-9a-f]{64}$/;

/**
 * The stages whose base image is not pinned by digest, as messages (none when every FROM is
 * pinned). A tag alone (`node:20-bookworm-slim`) names whatever was last pushed under it; a digest
 * names exactly one image. A FROM of an earlier stage is not an image and needs no pin.
 */
export function unpinnedBaseImages(stages: readonly Stage[]): string[] {
  return stages.flatMap((stage, index) => {
    const earlier = stages.slice(0, index).some((other) => other.name === stage.image);
    if (earlier || PINNED_IMAGE.test(stage.image)) return [];
    return [
      `stage ${stage.name}: FROM ${stage.image || "(empty)"} is not pinned by @sha256 digest`,
    ];
  });
}
