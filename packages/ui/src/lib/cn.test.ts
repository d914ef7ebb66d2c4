import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cn, KIT_ANIMATIONS } from "./cn";

describe("cn", () => {
  it("given class values of every kind, joins them as clsx does", () => {
    expect(cn("a", false, null, undefined, 0, "", ["b", ["c", false]], { d: true, e: false })).toBe(
      "a b c d",
    );
  });

  it("when the caller's class sets what a default sets, keeps the caller's", () => {
    expect(cn("px-4 py-2 text-sm", "px-2")).toBe("py-2 text-sm px-2");
    expect(cn("bg-card text-card-foreground", "bg-primary/10")).toBe(
      "text-card-foreground bg-primary/10",
    );
    expect(cn("inline-flex", "hidden")).toBe("hidden");
  });

  it("keeps a text size and a text colour side by side, the kit's colour tokens included", () => {
    expect(cn("text-sm text-muted-foreground", "text-base")).toBe(
      "text-muted-foreground text-base",
    );
    expect(cn("text-sm text-muted-foreground", "text-primary")).toBe("text-sm text-primary");
  });

  it("merges the logical utilities the kit writes for right-to-left (ps/pe, start/end)", () => {
    expect(cn("ps-2 pe-3", "px-4")).toBe("px-4");
    expect(cn("start-0 end-2", "inset-x-4")).toBe("inset-x-4");
    expect(cn("rounded-s-md", "rounded-s-none")).toBe("rounded-s-none");
  });

  it("given variants, only classes under the same variants conflict", () => {
    expect(cn("hover:bg-muted bg-card")).toBe("hover:bg-muted bg-card");
    expect(cn("hover:bg-muted", "hover:bg-accent")).toBe("hover:bg-accent");
    expect(cn("rtl:rotate-180 rotate-90", "rtl:rotate-0")).toBe("rotate-90 rtl:rotate-0");
  });

  it("merges the kit's own animations like Tailwind's", () => {
    expect(cn("data-[state=open]:animate-fade-in", "data-[state=open]:animate-zoom-in")).toBe(
      "data-[state=open]:animate-zoom-in",
    );
    expect(cn("animate-accordion-down", "animate-none")).toBe("animate-none");
  });

  it("knows every animation that styles.css adds to the theme", () => {
    const css = readFileSync(join(import.meta.dirname, "../styles.css"), "utf8");
    const declared = [...css.matchAll(/--animate-([a-z-]+):/g)].map((match) => match[1]);
    expect(declared.length).toBeGreaterThan(0);
    expect([...KIT_ANIMATIONS].sort()).toEqual(declared.sort());
  });
});
