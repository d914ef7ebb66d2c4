import { maskPersonalData } from "./mask-personal-data";

/** Log levels, least to most severe; `silent` logs nothing. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Fields of one structured log record. */
export type LogFields = Record<string, unknown>;

/** A structured JSON logger: one object per line with `time`, `level` and `msg`. */
export type Logger = {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
};

/** Where a logger writes and from which level. */
export type LoggerOptions = {
  level?: LogLevel;
  /** Receives each JSON line (without the newline); defaults to standard output. */
  write?: (line: string) => void;
  now?: () => number;
};

function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return {
    name: error.name,
    message: error.message,
    code: (error as { code?: unknown }).code,
    stack: error.stack,
  };
}

/**
 * Creates a JSON-lines logger. Every record passes through `maskPersonalData`, so a field named
 * like an e-mail or a name is masked even when a caller forgets (defence in depth).
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const threshold = RANK[options.level ?? "info"];
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const now = options.now ?? Date.now;
  const log =
    (level: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: LogFields = {}) => {
      if (RANK[level] < threshold) return;
      const { err, ...rest } = fields;
      const record = {
        time: new Date(now()).toISOString(),
        level,
        msg,
        ...(maskPersonalData(rest) as LogFields),
        ...(err === undefined ? {} : { err: serializeError(err) }),
      };
      write(JSON.stringify(record));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
