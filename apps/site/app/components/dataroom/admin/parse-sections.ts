import type { DocumentSection } from "@vantreo/contracts/core";

/**
 * The sections of a new document from the admin form's plain text: a line starting with "#"
 * opens a section and names its heading; the lines after it, split at empty lines, are its
 * paragraphs (lines of one paragraph are joined with a space). Text before the first heading and
 * headings without a paragraph are dropped, so what is sent is exactly what the reader will see.
 */
export function parseSections(text: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let current: DocumentSection | null = null;
  let lines: string[] = [];
  const closeParagraph = () => {
    if (current && lines.length > 0) current.paragraphs.push(lines.join(" "));
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line.startsWith("#")) {
      closeParagraph();
      current = { heading: line.replace(/^#+\s*/, ""), paragraphs: [] };
      sections.push(current);
    } else if (line === "") {
      closeParagraph();
    } else {
      lines.push(line);
    }
  }
  closeParagraph();
  return sections.filter((section) => section.heading !== "" && section.paragraphs.length > 0);
}
