/** The values of the request-access form, trimmed. */
export interface AccessRequestValues {
  name: string;
  email: string;
  firm: string;
  message: string;
}

/**
 * Reads the request-access form. Kept apart from its checks (`validate-access-request.ts`), which
 * load with the rest of the submission code on the first submit.
 */
export function readAccessRequest(data: FormData): AccessRequestValues {
  const text = (name: string) => String(data.get(name) ?? "").trim();
  return { name: text("name"), email: text("email"), firm: text("firm"), message: text("message") };
}
