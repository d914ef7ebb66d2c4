import { describe, expect, it } from "vitest";
import { shellKind } from "./shell-kind";

describe("shellKind", () => {
  it("recognises the not-found page by its route id", () => {
    expect(shellKind(["root", "not-found"])).toEqual({ notFound: true, shellPath: undefined });
  });

  it("gives a shell page's English path in any locale", () => {
    expect(shellKind(["root", "dataroom-document"]).shellPath).toBe("/dataroom/__document");
    expect(shellKind(["root", "dataroom-document.ar"]).shellPath).toBe("/dataroom/__document");
    expect(shellKind(["root", "desk-lead.de"]).shellPath).toBe("/desk/leads/__lead");
  });

  it("treats any other page as a plain page", () => {
    expect(shellKind(["root", "services"])).toEqual({ notFound: false, shellPath: undefined });
  });
});
