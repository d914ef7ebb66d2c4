import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SEED_DIR } from "../test-support/dataroom-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { readSeedDocuments, seedDataroomDocuments } from "./seed-documents";

const START = Date.parse("2025-06-16T12:00:00.000Z");

describe("the seed documents", () => {
  it("are the five starter documents of dataroom-seed/, each valid", async () => {
    const documents = await readSeedDocuments(SEED_DIR);
    expect(documents.map((doc) => doc.slug)).toEqual([
      "company-overview",
      "service-lines-and-delivery",
      "security-and-compliance",
      "engagement-economics",
      "governance",
    ]);
  });

  it("state no figure the spec does not give", () => {
    // Spec: 500+ deployments, 99.9% uptime, 40-60% cost reduction, 24/7 support, Atlanta 50+
    // clients, 200+ Southeast projects, 85+ data engineers, 15+ years, hours 08:00-18:00.
    const allowed = ["500", "99.9", "40-60", "24/7", "50", "200", "85", "15", "08:00", "18:00"];
    for (const file of readdirSync(SEED_DIR)) {
      const text = readFileSync(join(SEED_DIR, file), "utf8");
      const figures = text.match(/\d+(?:[.:/-]\d+)?/g) ?? [];
      for (const figure of figures) expect(allowed, `${file}: ${figure}`).toContain(figure);
    }
  });

  it("name the firm and its Sandy Springs office, and no person", () => {
    const text = readdirSync(SEED_DIR)
      .map((file) => readFileSync(join(SEED_DIR, file), "utf8"))
      .join("\n");
    expect(text).toContain("Vantreo Data & AI");
    expect(text).toContain("Sandy Springs, Georgia");
    expect(text).not.toMatch(/\b(Mr|Mrs|Ms|Dr)\.\s/);
  });
});

describe.each(STORE_KINDS)("seeding on %s", (kind) => {
  const currentStore = useTestStore(kind);

  it("loads the seed documents into an empty data room, in file order", async () => {
    const { dataroom } = currentStore().store;
    expect(await seedDataroomDocuments(dataroom, SEED_DIR, START)).toHaveLength(5);
    const listed = await dataroom.listDocuments();
    expect(listed.map((doc) => doc.slug)[0]).toBe("company-overview");
    expect(listed.map((doc) => doc.updatedAt)).toEqual([
      START,
      START + 1,
      START + 2,
      START + 3,
      START + 4,
    ]);
  });

  it("leaves a data room that holds documents alone", async () => {
    const { dataroom } = currentStore().store;
    await dataroom.insertDocuments([
      {
        slug: "own-document",
        title: "Own",
        description: "Added by the admin.",
        body: { sections: [{ heading: "Own", paragraphs: ["Own."] }] },
        createdAt: START,
        updatedAt: START,
      },
    ]);
    expect(await seedDataroomDocuments(dataroom, SEED_DIR, START)).toEqual([]);
    expect((await dataroom.listDocuments()).map((doc) => doc.slug)).toEqual(["own-document"]);
  });
});
