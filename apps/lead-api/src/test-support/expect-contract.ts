import type { z } from "@vantreo/contracts";
import { expect } from "vitest";

/**
 * Holds a JSON answer to its response schema in the contract (`@vantreo/contracts`): the test
 * fails with zod's issues (path, expected, received) when the API answers more, less or other
 * than the contract says (the schemas are strict where the shape is closed). Returns the answer
 * as the contract types it.
 */
export function expectContract<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success)
    expect.fail(`the answer breaks the contract:\n${JSON.stringify(result.error.issues, null, 2)}`);
  return result.data;
}

/** Reads a response's JSON and holds it to `schema` (see {@link expectContract}). */
export async function contractJson<S extends z.ZodType>(
  schema: S,
  response: Response,
): Promise<z.output<S>> {
  return expectContract(schema, await response.json());
}
