/**
 * British spellings in copy that the firm writes in US English (Merriam-Webster as the
 * reference): "-ise/-isation" verbs and nouns, "-our", "-re", "licence", "catalogue",
 * "modelling" and their kin. Each entry is a pattern and the US spelling to use instead.
 */
const ISE_STEMS =
  "organ|recogn|priorit|standard|optim|minim|maxim|author|summar|real|util|custom|emphas|special|central|decentral|normal|final|categor|character|operational|monet|digit|modern|industrial|anonym|pseudonym|synchron|visual|apolog|critic|capital|mobil|harmon|local|personal|contain|token|sanit|stabil|legitim|jeopard|familiar|initial|serial|democrat|incentiv|rational|commercial|formal|memor|random|vector|productional|institutional|contextual|conceptual|neutral|revital|human|global|energ|galvan|patron|scrutin|subsid|sympath|theor|trivial|vandal";

const BRITISH: { pattern: RegExp; us: string }[] = [
  {
    pattern: new RegExp(`\\b(?:${ISE_STEMS})is(?:e|es|ed|ing|ation|ations|er|ers)\\b`, "gi"),
    us: "-ize/-ization",
  },
  { pattern: /\b(?:analys|paralys|catalys)(?:e|ed|ing)\b/gi, us: "-yze" },
  {
    pattern:
      /\b(?:col|behavi|fav|hon|lab|neighb|hum|rum|vap|endeav|harb|arm|flav|savi)our(?:s|ed|ing|ite|ites|able|al)?\b/gi,
    us: "-or",
  },
  { pattern: /\b(?:cent|fib|lit|met|theat|calib|sab|spect)re(?:s|d)?\b/gi, us: "-er" },
  { pattern: /\b(?:defen|offen|preten|licen)ce(?:s)?\b/gi, us: "-se" },
  { pattern: /\bcatalogue(?:s|d)?\b/gi, us: "catalog" },
  { pattern: /\benquir(?:y|ies|e|ed|es|ing)\b/gi, us: "inquiry" },
  { pattern: /\bprogramme(?:s)?\b/gi, us: "program" },
  {
    pattern:
      /\b(?:model|label|travel|cancel|fuel|signal|channel|total|level)l(?:ed|ing|er|ers)\b/gi,
    us: "single l",
  },
  { pattern: /\b(?:enrol|fulfil|instal)(?:s|ment)?\b/gi, us: "-ll" },
  {
    pattern:
      /\b(?:whilst|amongst|learnt|spelt|judgement|ageing|artefacts?|grey|cheques?|sceptic\w*|tonnes?|aluminium|manoeuvr\w*|paediatr\w*|anaesthe\w*|oestr\w*|haem\w*|practis(?:e|es|ed|ing))\b/gi,
    us: "US form",
  },
];

/** A British spelling found in US English copy, with the US form to use. */
export interface BritishSpelling {
  text: string;
  us: string;
}

/** British spellings in `text` (link targets and URLs are not read). */
export function findBritishSpellings(text: string): BritishSpelling[] {
  const visible = text.replace(/\]\([^)]*\)/g, "]").replace(/https?:\/\/\S+/g, " ");
  return BRITISH.flatMap(({ pattern, us }) =>
    [...visible.matchAll(pattern)].map((match) => ({ text: match[0], us })),
  );
}
