import { request } from "node:http";

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * One HTTP request with the path sent exactly as written (like `curl --path-as-is`): Playwright's
 * and fetch's clients resolve `..` before sending, which would hide what the server does with it.
 */
export function rawRequest(
  origin: string,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(origin, { method, path, headers: { connection: "close", ...headers } });
    req.on("response", async (res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const flat: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
      }
      resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
    });
    req.on("error", reject);
    req.end(body);
  });
}
