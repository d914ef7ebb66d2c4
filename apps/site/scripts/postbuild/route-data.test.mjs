import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { removeRouteData } from "./route-data.mjs";

describe("removeRouteData", () => {
  it("removes every route data file and leaves the pages", async () => {
    const client = mkdtempSync(join(tmpdir(), "route-data-"));
    mkdirSync(join(client, "de"), { recursive: true });
    writeFileSync(join(client, "_root.data"), "[]");
    writeFileSync(join(client, "de.data"), "[]");
    writeFileSync(join(client, "de", "index.html"), "<html></html>");

    expect(await removeRouteData(`${client}/`)).toBe(2);
    expect(existsSync(join(client, "_root.data"))).toBe(false);
    expect(existsSync(join(client, "de.data"))).toBe(false);
    expect(existsSync(join(client, "de", "index.html"))).toBe(true);
  });
});
