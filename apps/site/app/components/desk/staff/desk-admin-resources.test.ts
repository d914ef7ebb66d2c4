import { loadResources } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { islandResources } from "../../../islands/island-resources";

describe("the deskAdmin strings", () => {
  it("reach the desk's pages in every locale and no other page", async () => {
    const en = await loadResources("en");
    for (const path of ["/desk/privacy", "/de/desk/staff", "/ar/desk/mail"])
      expect(islandResources(en, path), path).toHaveProperty("deskAdmin");
    for (const path of ["/contact", "/dataroom/admin", "/de", "/desktop"])
      expect(islandResources(en, path), path).not.toHaveProperty("deskAdmin");
  });
});
