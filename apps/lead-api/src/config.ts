import { z } from "zod";

const ConfigSchema = z.object({
  host: z.string().min(1).default("127.0.0.1"),
  port: z.coerce.number().int().min(0).max(65_535).default(8787),
  dataDir: z.string().min(1).default("data"),
  siteOrigins: z
    .string()
    .default("http://127.0.0.1:4173,http://localhost:4173")
    .transform((value) => value.split(",").map((origin) => origin.trim()).filter(Boolean)),
});

/** Validated configuration of the lead API. */
export type Config = z.infer<typeof ConfigSchema>;

/** Reads the configuration from the environment; throws one readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse({
    host: env.LEAD_API_HOST,
    port: env.LEAD_API_PORT,
    dataDir: env.LEAD_API_DATA_DIR,
    siteOrigins: env.LEAD_API_SITE_ORIGINS,
  });
  if (!result.success) {
    const names: Record<string, string> = {
      host: "LEAD_API_HOST",
      port: "LEAD_API_PORT",
      dataDir: "LEAD_API_DATA_DIR",
      siteOrigins: "LEAD_API_SITE_ORIGINS",
    };
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? "");
      return `  ${names[key] ?? key}: ${issue.message}`;
    });
    throw new Error(`Invalid lead API configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
