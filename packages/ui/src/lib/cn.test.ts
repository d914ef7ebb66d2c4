import { describe, expect, it } from "vitest";
import { cn } from "./cn";

/** Each case: the classes as a component and its caller write them, then what `cn` keeps. */
type Case = [classes: string, kept: string];

function merges(cases: Case[]) {
  it.each(cases)("%s → %s", (classes, kept) => {
    expect(cn(classes)).toBe(kept);
  });
}

describe("cn", () => {
  describe("given class values of every kind, joins them as clsx does", () => {
    it("drops false, null, undefined, 0 and empty strings, flattens arrays, keeps true keys", () => {
      expect(
        cn("a", false, null, undefined, 0, "", ["b", ["c", false]], { d: true, e: false }),
      ).toBe("a b c d");
    });

    it("normalises whitespace", () => {
      expect(cn("  p-2\n  px-4  ", "\tp-4 ")).toBe("p-4");
    });

    it("keeps every class it does not know, duplicates included", () => {
      expect(cn("group peer prose", "group not-prose article-body")).toBe(
        "group peer prose group not-prose article-body",
      );
      expect(cn("constructor toString __proto__ hasOwnProperty")).toBe(
        "constructor toString __proto__ hasOwnProperty",
      );
    });
  });

  describe("when padding or margin sides overlap, the later class wins only over what it covers", () => {
    merges([
      ["p-4 px-2", "p-4 px-2"],
      ["px-2 p-4", "p-4"],
      ["ps-2 pe-3 px-4", "px-4"],
      ["px-4 ps-2", "px-4 ps-2"],
      ["pt-2 pb-1 py-4", "py-4"],
      ["py-4 pt-0", "py-4 pt-0"],
      ["pbs-2 py-4", "py-4"],
      ["-mt-2 mt-4", "mt-4"],
      ["mx-auto -mx-2", "-mx-2"],
      ["ms-auto me-2 m-0", "m-0"],
      ["p-[3px] p-(--gutter)", "p-(--gutter)"],
      ["scroll-py-1 scroll-p-2", "scroll-p-2"],
    ]);
  });

  describe("when gaps, sizes and insets overlap", () => {
    merges([
      ["gap-x-2 gap-y-1 gap-4", "gap-4"],
      ["gap-4 gap-y-2", "gap-4 gap-y-2"],
      ["w-full h-10 size-4", "size-4"],
      ["size-4 w-6", "size-4 w-6"],
      ["w-3/4 w-full", "w-full"],
      ["min-w-0 min-w-40 max-w-sm max-w-[420px]", "min-w-40 max-w-[420px]"],
      ["top-4 end-0 inset-0", "inset-0"],
      ["inset-0 top-4", "inset-0 top-4"],
      ["start-0 end-2 inset-x-4", "inset-x-4"],
      ["inset-y-0 top-2", "inset-y-0 top-2"],
      ["-start-[10000px] start-0", "start-0"],
      ["z-50 z-[100]", "z-[100]"],
    ]);
  });

  describe("when display, flex and alignment classes meet", () => {
    merges([
      ["flex hidden", "hidden"],
      ["inline-flex grid", "grid"],
      ["flex flex-col", "flex flex-col"],
      ["flex-row flex-col", "flex-col"],
      ["flex-wrap flex-nowrap flex-1", "flex-nowrap flex-1"],
      ["shrink-0 grow basis-0 flex-1", "flex-1"],
      ["items-center items-start justify-between justify-end", "items-start justify-end"],
      ["justify-self-end justify-center", "justify-self-end justify-center"],
      ["self-start self-center content-start content-center", "self-center content-center"],
      ["flex overflow-hidden line-clamp-2", "line-clamp-2"],
    ]);
  });

  describe("when text classes meet, size and colour stay apart", () => {
    merges([
      ["text-sm text-primary", "text-sm text-primary"],
      ["text-primary text-muted-foreground", "text-muted-foreground"],
      ["text-sm text-base", "text-base"],
      ["text-xs text-[13px]", "text-[13px]"],
      ["text-[13px] text-[#fff]", "text-[13px] text-[#fff]"],
      ["text-white/80 text-primary", "text-primary"],
      ["text-(--brand-ink) text-primary", "text-primary"],
      ["text-(length:--step) text-primary", "text-(length:--step) text-primary"],
      ["text-lg leading-snug text-xl", "text-xl"],
      ["text-xl leading-snug", "text-xl leading-snug"],
      ["leading-tight text-sm/6", "text-sm/6"],
      ["text-center text-start", "text-start"],
      ["text-balance whitespace-nowrap text-pretty", "whitespace-nowrap text-pretty"],
      ["truncate text-clip", "text-clip"],
      ["font-semibold font-mono font-bold", "font-mono font-bold"],
      ["font-[550] font-medium", "font-medium"],
      ["tracking-wide tracking-tight uppercase normal-case", "tracking-tight normal-case"],
      ["underline no-underline underline-offset-4", "no-underline underline-offset-4"],
    ]);
  });

  describe("when borders, radii, backgrounds, shadows and rings meet, widths and colours stay apart", () => {
    merges([
      ["border border-primary", "border border-primary"],
      ["border-2 border", "border"],
      ["border-b border-0", "border-0"],
      ["border-0 border-b", "border-0 border-b"],
      ["border-s-2 border-x-0", "border-x-0"],
      ["border-[3px] border-(--line)", "border-[3px] border-(--line)"],
      ["border-transparent border-primary/60", "border-primary/60"],
      ["border-e-transparent border-border", "border-border"],
      ["border-dashed border-solid", "border-solid"],
      ["rounded-md rounded-e-none", "rounded-md rounded-e-none"],
      ["rounded-e-none rounded-lg", "rounded-lg"],
      ["rounded-ss-md rounded-es-md rounded-s-none", "rounded-s-none"],
      ["rounded-[inherit] rounded-full", "rounded-full"],
      ["bg-card bg-primary/10", "bg-primary/10"],
      ["bg-card bg-linear-to-r", "bg-card bg-linear-to-r"],
      ["bg-card bg-gradient-to-b", "bg-card bg-gradient-to-b"],
      [
        "bg-card bg-cover bg-center bg-[url(/grid.svg)]",
        "bg-card bg-cover bg-center bg-[url(/grid.svg)]",
      ],
      ["shadow-sm shadow-primary/20", "shadow-sm shadow-primary/20"],
      ["shadow shadow-sm shadow-none", "shadow-none"],
      ["shadow-lg shadow-[0_0_0_1px_var(--border)]", "shadow-[0_0_0_1px_var(--border)]"],
      ["ring-3 ring-ring/60 ring-2", "ring-ring/60 ring-2"],
      ["outline-none outline-2 outline-hidden", "outline-2 outline-hidden"],
      ["opacity-0 opacity-100", "opacity-100"],
    ]);
  });

  describe("when utilities only share a prefix with a group, nothing merges", () => {
    merges([
      ["text-primary text-shadow-sm", "text-primary text-shadow-sm"],
      ["ring-2 ring-offset-2 ring-inset", "ring-2 ring-offset-2 ring-inset"],
      ["inset-0 inset-shadow-sm inset-ring-2", "inset-0 inset-shadow-sm inset-ring-2"],
      ["bg-card bg-clip-text bg-blend-multiply", "bg-card bg-clip-text bg-blend-multiply"],
      ["rotate-45 rotate-x-12 scale-95 scale-x-50", "rotate-45 rotate-x-12 scale-95 scale-x-50"],
      ["border-2 border-spacing-2 border-collapse", "border-2 border-spacing-2 border-collapse"],
      ["transition-colors transition-discrete", "transition-colors transition-discrete"],
      ["font-bold font-stretch-condensed", "font-bold font-stretch-condensed"],
    ]);
  });

  describe("when position, overflow and motion classes meet", () => {
    merges([
      ["absolute relative", "relative"],
      ["overflow-x-hidden overflow-y-auto overflow-auto", "overflow-auto"],
      ["overflow-hidden overflow-x-auto", "overflow-hidden overflow-x-auto"],
      ["cursor-pointer cursor-not-allowed", "cursor-not-allowed"],
      [
        "transition-colors transition-none duration-200 duration-500",
        "transition-none duration-500",
      ],
      ["whitespace-nowrap whitespace-normal", "whitespace-normal"],
      ["animate-fade-in animate-none", "animate-none"],
      ["translate-x-0 translate-y-1 translate-none", "translate-none"],
      ["[--slide-x:100%] [--slide-y:100%] [--slide-x:-100%]", "[--slide-y:100%] [--slide-x:-100%]"],
    ]);
  });

  describe("given variants, only classes under the same chain and the same ! conflict", () => {
    merges([
      ["hover:bg-muted bg-card", "hover:bg-muted bg-card"],
      ["hover:bg-muted hover:bg-accent", "hover:bg-accent"],
      ["sm:hover:px-2 sm:hover:px-4 sm:px-1", "sm:hover:px-4 sm:px-1"],
      ["data-[state=open]:bg-muted data-[state=open]:bg-accent", "data-[state=open]:bg-accent"],
      ["rtl:rotate-180 rotate-90 rtl:rotate-0", "rotate-90 rtl:rotate-0"],
      ["print:hidden print:block", "print:block"],
      ["dark:bg-input/30 dark:bg-transparent", "dark:bg-transparent"],
      [
        "[&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='size-'])]:size-5",
        "[&_svg:not([class*='size-'])]:size-5",
      ],
      // The chain is compared as written, so reordered variants are both kept.
      ["hover:focus:bg-muted focus:hover:bg-accent", "hover:focus:bg-muted focus:hover:bg-accent"],
      ["!p-4 p-2", "!p-4 p-2"],
      ["p-4! !p-2", "!p-2"],
      ["p-2 p-4!", "p-2 p-4!"],
      ["hover:!bg-muted hover:bg-accent!", "hover:bg-accent!"],
    ]);
  });
});
