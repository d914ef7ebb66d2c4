import { describe, expect, it } from "vitest";
import { BUDGETS, staffAppOverBudget } from "./route-budgets.mjs";
import { staffAppScripts } from "./staff-app-weight.mjs";

// A build's chunks as text: the shell page loads the entry and the island; the island imports the
// app after hydration (its preload list names the app's chunks); the app loads a section later.
const CHUNKS = {
  "/assets/entry-a.js": `import{a}from"./framework-b.js";import("./contact-form-c.js")`,
  "/assets/framework-b.js": `export const a=1`,
  "/assets/contact-form-c.js": `import"./zod-d.js"`,
  "/assets/zod-d.js": `export{}`,
  "/assets/staff-app-island-e.js": `import{a}from"./framework-b.js";import{t}from"./client-island-k.js";const m=__vite__mapDeps([0,1,2]),d=["assets/staff-app-f.js","assets/router-g.js","assets/framework-b.js"];import("./staff-app-f.js")`,
  "/assets/staff-app-f.js": `import{r}from"./router-g.js";import("./staff-page-h.js")`,
  "/assets/router-g.js": `import"./query-i.js"`,
  "/assets/query-i.js": `export{}`,
  "/assets/staff-page-h.js": `import"./qr-j.js"`,
  "/assets/qr-j.js": `export{}`,
  // ClientIsland: on its first render it loads the staff translations (i18next), whose preload
  // list is theirs alone; another lazy import of the same chunk waits for first use.
  "/assets/client-island-k.js": `const m=__vite__mapDeps([0,1]),d=["assets/staff-translations-l.js","assets/framework-b.js"];import(\`./staff-translations-l.js\`);import(\`./later-n.js\`)`,
  "/assets/staff-translations-l.js": `import{i}from"./i18next-m.js"`,
  "/assets/i18next-m.js": `export{}`,
  "/assets/later-n.js": `export{}`,
};
const read = async (href) => CHUNKS[href] ?? "";

describe("the staff app's initial scripts", () => {
  it("are the shell's scripts, their static imports and the app the island loads, the staff translations (i18next), not the sections loaded later or other islands", async () => {
    const scripts = await staffAppScripts(
      ["/assets/entry-a.js", "/assets/staff-app-island-e.js"],
      read,
    );
    expect(scripts.sort()).toEqual(
      [
        "/assets/entry-a.js",
        "/assets/framework-b.js",
        "/assets/staff-app-island-e.js",
        "/assets/staff-app-f.js",
        "/assets/router-g.js",
        "/assets/query-i.js",
        "/assets/client-island-k.js",
        "/assets/staff-translations-l.js",
        "/assets/i18next-m.js",
      ].sort(),
    );
  });

  it("fail the build over 150 KB (issue 31's target)", () => {
    expect(BUDGETS.staffAppJs).toBe(150 * 1024);
    expect(staffAppOverBudget([{ path: "/desk", js: 150 * 1024, scripts: 9 }])).toEqual([]);
    expect(staffAppOverBudget([{ path: "/de/desk", js: 151 * 1024, scripts: 9 }])).toEqual([
      "/de/desk (staff app): JS 151.0 KB > 150.0 KB",
    ]);
  });
});
