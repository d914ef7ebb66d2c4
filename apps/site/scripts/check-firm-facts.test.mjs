import { spawnSync } from "node:child_process";
import { FIRM } from "@vantreo/firm";
import { describe, expect, it } from "vitest";
import { siteFactProblems } from "./check-firm-facts.mjs";

const real = { ...FIRM, phone: { display: "+1 (404) 555-1212", tel: "+14045551212" } };

describe("the site's production build and the firm's facts", () => {
  it("refuses the shipped placeholder phone in production, and a missing phone", () => {
    expect(siteFactProblems(FIRM, "production").join("\n")).toMatch(
      /phone: \+1 \(470\) 555-0147 is in the range reserved for fiction/,
    );
    expect(siteFactProblems({ ...real, phone: null }, "production")).toEqual([
      "The firm's facts have no phone: the footer, the contact and the Atlanta pages print one.",
    ]);
    expect(siteFactProblems(real, "production")).toEqual([]);
  });

  it("lets every other build go on", () => {
    expect(siteFactProblems(FIRM, undefined)).toEqual([]);
    expect(siteFactProblems(FIRM, "development")).toEqual([]);
  });

  it("stops `NODE_ENV=production pnpm build` before Vite starts, saying what to edit", () => {
    const script = new URL("./check-firm-facts.mjs", import.meta.url).pathname;
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("edit packages/firm/firm.json");
    const dev = spawnSync(process.execPath, [script], {
      env: { ...process.env, NODE_ENV: "" },
      encoding: "utf8",
    });
    expect(dev.status).toBe(0);
  });
});
