import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "../../route-table";
import { shellKind, STAFF_PAGE, type ShellMatch } from "./shell-kind";

const ids = (...routeIds: string[]): ShellMatch[] => routeIds.map((id) => ({ id }));

describe("shellKind", () => {
  it("recognises the not-found page by its route id", () => {
    expect(shellKind(ids("root", "not-found"))).toEqual({
      notFound: true,
      shellPath: undefined,
      staff: false,
    });
  });

  it("gives a shell page's English path in any locale", () => {
    expect(shellKind(ids("root", "dataroom-document")).shellPath).toBe("/dataroom/__document");
    expect(shellKind(ids("root", "dataroom-document.ar")).shellPath).toBe("/dataroom/__document");
  });

  it("treats any other page as a plain public page", () => {
    expect(shellKind(ids("root", "services"))).toEqual({
      notFound: false,
      shellPath: undefined,
      staff: false,
    });
  });

  it("makes a page a staff page when its route module's handle says so", () => {
    expect(shellKind([{ id: "root" }, { id: "desk.de", handle: STAFF_PAGE }]).staff).toBe(true);
    expect(shellKind([{ id: "root", handle: { shell: "public" } }, { id: "x" }]).staff).toBe(false);
    expect(shellKind([{ id: "root", handle: null }]).staff).toBe(false);
  });
});

/** Whether a route's English path is one of the staff's pages: /desk… and /dataroom/admin. */
const isStaffPath = (path: string) =>
  path === "desk" || path.startsWith("desk/") || path === "dataroom/admin";

describe("the staff pages of the route table", () => {
  it("declare the staff shell in their route module, and no public page does", async () => {
    const modules = import.meta.glob<{ handle?: unknown }>("../../routes/**/*.tsx");
    const handles = new Map<string, unknown>();
    for (const file of new Set(PAGE_ROUTES.map((route) => route.file))) {
      const load = modules[`../../${file}`];
      expect(load, file).toBeDefined();
      handles.set(file, (await load!()).handle);
    }
    const staffIds = PAGE_ROUTES.filter((route) => isStaffPath(route.path)).map((r) => r.id);
    // One shell: the staff app answers /desk… and /dataroom/admin (server/site-policy.mjs).
    expect(staffIds).toEqual(["staff-app"]);
    for (const route of PAGE_ROUTES) {
      const kind = shellKind([{ id: "root" }, { id: route.id, handle: handles.get(route.file) }]);
      expect(kind.staff, `/${route.path}`).toBe(isStaffPath(route.path));
    }
  });
});
