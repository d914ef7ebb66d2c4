import { loadResources } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { islandResources, isStaffPath } from "./island-resources";

describe("islandResources", () => {
  it("keeps the data room's strings for data-room pages only", async () => {
    const en = await loadResources("en");
    expect(islandResources(en, "/dataroom/access")).toHaveProperty("dataroom");
    expect(islandResources(en, "/de/dataroom")).toHaveProperty("dataroom");
    expect(islandResources(en, "/ar/dataroom/admin")).toHaveProperty("dataroom");
    expect(islandResources(en, "/contact")).not.toHaveProperty("dataroom");
    expect(islandResources(en, "/dataroomish")).not.toHaveProperty("dataroom");
    expect(islandResources(en, "/de")).not.toHaveProperty("dataroom");
  });

  it("keeps the lead desk's strings for desk pages only", async () => {
    const en = await loadResources("en");
    expect(islandResources(en, "/desk")).toHaveProperty("desk");
    expect(islandResources(en, "/de/desk/spam")).toHaveProperty("desk");
    expect(islandResources(en, "/ar/desk/leads/abc")).toHaveProperty("desk");
    expect(islandResources(en, "/dataroom/admin")).not.toHaveProperty("desk");
    expect(islandResources(en, "/contact")).not.toHaveProperty("desk");
    expect(islandResources(en, "/desktop")).not.toHaveProperty("desk");
    // The staff app's shell (/desk) shows the data room's administration as well.
    expect(islandResources(en, "/desk")).toHaveProperty("dataroom");
  });

  it("keeps every shared namespace everywhere", async () => {
    const en = await loadResources("en");
    expect(islandResources(en, "/contact")).toHaveProperty("common");
    expect(islandResources(en, "/dataroom")).toHaveProperty("forms");
  });
});

describe("isStaffPath", () => {
  it("is the desk and the data room's administration, in every locale", () => {
    for (const path of [
      "/desk",
      "/de/desk/spam",
      "/ar/desk/leads/abc",
      "/dataroom/admin",
      "/ar/dataroom/admin",
    ]) {
      expect(isStaffPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/de",
      "/desktop",
      "/dataroom",
      "/de/dataroom/access",
      "/contact",
      "/ar/desk-x",
    ]) {
      expect(isStaffPath(path), path).toBe(false);
    }
  });
});
