/** The parts of the message a form sends. */
export type MessageParts = {
  /** What the visitor typed; may be empty (the message field is optional, spec section 5). */
  message?: string | null;
  /** Where the form sits, e.g. `footer` or `article-cta-private-llm`. */
  source: string;
  /** The company the visitor gave, if any. */
  company?: string | null;
};

/**
 * The message a form sends (spec section 5): the visitor's text, a blank line, a
 * `Source: …` line and, when a company was given, a `Company: …` line. Without any text the
 * message starts with the source line.
 *
 * @example composeMessage({ message: "Need a RAG audit", source: "footer", company: "Acme" })
 * // "Need a RAG audit\n\nSource: footer\nCompany: Acme"
 */
export function composeMessage(parts: MessageParts): string {
  const text = (parts.message ?? "").trim();
  const company = (parts.company ?? "").trim();
  const lines = [`Source: ${parts.source.trim()}`];
  if (company !== "") lines.push(`Company: ${company}`);
  return text === "" ? lines.join("\n") : `${text}\n\n${lines.join("\n")}`;
}
