import { use } from "react";
import { ISLAND_BOOT_ID } from "./island-boot";
import { ISLAND_LOADER, ISLAND_SCRIPTS_ID } from "./island-loader";
import { useIslandPage } from "./island-page";

/**
 * The end of a document with islands: their shared data (`#vantreo-islands`, JSON) and, in the
 * built site, the inert template of their scripts with the loader that starts them after the
 * largest contentful paint. Rendered last in `<body>`, after every island; nothing on a page without islands,
 * which therefore loads no JavaScript.
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
      {tail.scripts === null ? null : (
        <>
          <template id={ISLAND_SCRIPTS_ID} dangerouslySetInnerHTML={{ __html: tail.scripts }} />
          <script dangerouslySetInnerHTML={{ __html: ISLAND_LOADER }} />
        </>
      )}
    </>
  );
}
