import { use } from "react";
import { ISLAND_BOOT_ID } from "./island-boot";
import { EARLY_CLICKS_SCRIPT } from "./early-clicks";
import { useIslandPage } from "./island-page";

/**
 * The end of a document with islands: their shared data (`#vantreo-islands`, JSON), the early-tap
 * recorder and, in the built site, the page's islands' chunks as `<link rel="modulepreload">`
 * (React places them in `<head>`) and the entry as one ordinary `<script type="module">`. Rendered
 * last in `<body>`, after every island; nothing on a page without islands, which therefore loads
 * no JavaScript.
 */
export function IslandScripts() {
  const page = useIslandPage();
  const tail = page ? use(page.tail()) : null;
  if (!tail) return null;
  return (
    <>
      <script
        type="application/json"
        id={ISLAND_BOOT_ID}
        dangerouslySetInnerHTML={{ __html: tail.bootJson }}
      />
      <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
      {tail.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {tail.entry === null ? null : <script type="module" src={tail.entry} />}
    </>
  );
}
