import { describe, expect, it } from "vitest";
import { shellKind } from "./shell-kind";

describe("shellKind", () => {
  it("recognises the not-found page by its route id", () => {
    expect(shellKind(["root", "not-found"])).toEqual({ notFound: true, documentShell: false });
  });

  it("recognises a data-room document page in any locale", () => {
    expect(shellKind(["root", "dataroom-document"]).documentShell).toBe(true);
    expect(shellKind(["root", "dataroom-document.ar"]).documentShell).toBe(true);
  });

  it("treats any other page as a plain page", () => {
    expect(shellKind(["root", "services"])).toEqual({ notFound: false, documentShell: false });
  });
});
