/**
 * Persona filters of the search dialog (spec section 3). An active persona adds
 * `SEARCH_WEIGHTS.personaKeyword` for each of its keywords found in a result's text, so pages
 * written for that reader rise. Keywords match at the start of a word ("agent" finds
 * "agentic", "rag" does not find "leverage").
 */
export const PERSONAS = [
  {
    id: "enterprise",
    label: "Enterprise leaders",
    keywords: ["enterprise", "strategy", "roi", "value", "transformation", "executive", "board"],
  },
  {
    id: "technical",
    label: "Technical teams",
    keywords: [
      "architecture",
      "pipeline",
      "mlops",
      "api",
      "deployment",
      "integration",
      "infrastructure",
      "engineering",
    ],
  },
  {
    id: "security",
    label: "Security and compliance",
    keywords: [
      "security",
      "compliance",
      "risk",
      "zero trust",
      "privacy",
      "audit",
      "identity",
      "threat",
    ],
  },
  {
    id: "innovator",
    label: "Innovation leaders",
    keywords: [
      "generative",
      "llm",
      "agent",
      "automation",
      "copilot",
      "experimentation",
      "innovation",
    ],
  },
] as const satisfies readonly { id: string; label: string; keywords: readonly string[] }[];

/** One persona filter. */
export type Persona = (typeof PERSONAS)[number];

/** Identifier of a persona filter: enterprise, technical, security or innovator. */
export type PersonaId = Persona["id"];

/** The persona with this id, or undefined for an unknown one. */
export function findPersona(id: string | undefined): Persona | undefined {
  return PERSONAS.find((persona) => persona.id === id);
}
