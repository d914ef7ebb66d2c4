import type { ReactNode } from "react";
import { SmartLink } from "./smart-link";

// Page copy allows a little inline markdown: **bold**, *italic* and [label](href). Parsed into
// React elements (never injected as HTML), so copy can never carry markup or scripts.
const TOKEN = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline markdown of page copy as React nodes. */
export function richText(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${index}`;
    if (match[1] !== undefined) nodes.push(<strong key={key}>{match[1]}</strong>);
    else if (match[2] !== undefined) nodes.push(<em key={key}>{match[2]}</em>);
    else if (match[3] !== undefined && match[4] !== undefined) {
      nodes.push(
        <SmartLink
          key={key}
          href={match[4]}
          className="font-medium text-primary underline underline-offset-4"
        >
          {match[3]}
        </SmartLink>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** One paragraph of page copy. */
export function RichText({ text, className }: { text: string; className?: string }) {
  return <p className={className}>{richText(text)}</p>;
}
