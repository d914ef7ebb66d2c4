import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { beforeAll, describe, expect, it } from "vitest";
import { componentDefaults, sourceFiles, writtenClassStrings } from "../test-utils/class-strings";
import { tailwindMergeSamples } from "../test-utils/tailwind-merge-samples";
import { KEYWORDS, overriddenGroups, PREFIXES } from "./class-groups";
import { cn } from "./cn";
import { classScope } from "./merge-classes";

/**
 * `cn` against tailwind-merge, the merger it replaces (a devDependency, kept as the reference).
 * Inputs come from the code, not from hand-written expectations: the kit's component defaults, the
 * class strings of the stories and of the site, and a corpus of caller classes.
 */

const srcDir = join(import.meta.dirname, "..");
const siteAppDir = join(import.meta.dirname, "../../../../apps/site/app");

/** Classes a caller commonly passes to a component. */
const CALLER_OVERRIDES = `
  p-0 p-2 p-3 p-4 p-5 p-8 px-0 px-3 px-4 px-6 px-8 py-1 py-2 py-3 py-4 py-10 ps-0 ps-4 pe-2 pe-10
  pt-0 pt-6 pb-0 pb-8 m-0 mx-auto my-4 mt-0 mt-2 mt-6 mb-4 ms-auto me-2 -mt-1 -mx-2 sm:px-8 md:p-10
  lg:py-24 gap-0 gap-2 gap-3 gap-8 gap-x-2 gap-y-4 sm:gap-6
  block inline-flex grid hidden flex inline-block contents sm:flex md:hidden print:hidden
  flex-row flex-col sm:flex-row flex-wrap flex-1 flex-none grow shrink-0 basis-1/2 order-first
  items-start items-end items-baseline justify-start justify-between justify-end self-center
  self-end content-center justify-self-start place-items-start
  w-full w-auto w-64 w-[18rem] h-auto h-10 h-14 size-8 size-6 min-w-0 min-w-48 max-w-none
  max-w-2xl max-w-prose min-h-0 min-h-40 max-h-96 sm:max-w-md
  text-xs text-sm text-base text-lg text-xl text-2xl text-[13px] text-[length:var(--step-1)]
  text-primary text-muted-foreground text-white/80 text-[#fff] text-foreground text-destructive
  text-accent-foreground text-(--brand-ink) text-sm/6 text-start text-center text-end text-balance
  text-pretty truncate text-ellipsis font-normal font-medium font-bold font-mono leading-tight
  leading-relaxed leading-6 tracking-tight tracking-normal uppercase normal-case underline
  no-underline underline-offset-2 whitespace-normal whitespace-pre-wrap break-words line-clamp-2
  hover:text-primary sm:text-base md:text-lg dark:text-foreground
  rounded-none rounded-lg rounded-2xl rounded-full rounded-s-none rounded-e-lg rounded-t-xl
  rounded-b-none rounded-ss-md rounded-ee-md
  border-0 border border-2 border-t border-b-0 border-s-2 border-e-0 border-dashed border-primary
  border-border border-transparent border-destructive/50 border-s-primary border-[3px]
  focus-visible:border-ring
  bg-transparent bg-muted bg-card bg-primary/10 bg-accent bg-background/80 bg-[#0b1220]
  bg-(--surface) hover:bg-accent dark:bg-muted/50 data-[state=open]:bg-muted bg-linear-to-r
  bg-gradient-to-br bg-[url(/images/grid.svg)] bg-cover bg-center bg-no-repeat
  shadow-none shadow-md shadow-xl shadow-primary/20 shadow-[0_0_0_1px_var(--border)]
  hover:shadow-md ring-0 ring-2 ring-primary focus-visible:ring-2 focus-visible:ring-destructive/40
  ring-offset-2 ring-inset outline-hidden outline-2 outline-offset-2 outline-primary
  focus-visible:outline-none opacity-50 opacity-100 disabled:opacity-40 hover:opacity-80
  static absolute relative sticky fixed top-0 top-4 end-0 start-4 bottom-0 inset-0 inset-x-0 -top-2
  top-1/2 z-0 z-10 z-[60] z-auto overflow-visible overflow-auto overflow-x-auto overflow-y-hidden
  cursor-pointer cursor-default cursor-not-allowed
  transition-none transition-transform transition duration-150 duration-300 ease-in-out delay-75
  animate-none motion-reduce:transition-none
  select-text pointer-events-auto rotate-90 rtl:rotate-180 rtl:-scale-x-100 translate-y-1 scale-95
  origin-top object-contain object-top grid-cols-2 sm:grid-cols-3 col-span-2 row-span-1 auto-rows-fr
  !p-0 p-0! !bg-transparent text-sm! !mt-0 [--slide-y:50%] [mask-type:luminance]
  group peer group-hover:text-primary peer-disabled:opacity-50 [&_svg]:size-5 [&>svg]:text-primary
  *:py-2 aria-invalid:border-destructive data-[disabled]:opacity-50 has-[>svg]:gap-3
  before:bg-primary after:content-[''] sm:hover:bg-muted rtl:text-end
  prose not-prose sr-only tabular-nums
`;

/**
 * One or more classes of every group the merger knows, physical sides and corners included, and
 * utilities that share a prefix with a group but set something else (they must not merge).
 */
const EVERY_GROUP = `
  pr-2 pl-4 pb-2 pt-1 py-0 ps-2 mr-2 ml-auto mb-2 my-0 ms-2 me-auto mt-1 mx-2 m-2 p-1
  scroll-p-4 scroll-px-2 scroll-py-2 scroll-ps-1 scroll-pe-1 scroll-pt-1 scroll-pr-1 scroll-pb-1
  scroll-pl-1 scroll-m-4 scroll-mx-2 scroll-my-2 scroll-ms-1 scroll-me-1 scroll-mt-1 scroll-mr-1
  scroll-mb-1 scroll-ml-1
  rounded rounded-md rounded-s-lg rounded-e-none rounded-t-none rounded-r-lg rounded-b-lg
  rounded-l-none rounded-ss-lg rounded-se-lg rounded-ee-lg rounded-es-lg rounded-tl-lg
  rounded-tr-lg rounded-br-lg rounded-bl-lg rounded-[inherit]
  border-x border-y border-s border-e border-r border-l border-t-2 border-b-2 border-x-0 border-y-2
  border-r-0 border-l-2 border-solid border-x-border border-y-border border-s-border border-e-border
  border-t-border border-r-border border-b-border border-l-border
  left-0 right-0 inset-y-0 start-0 end-4 top-auto bottom-4 -start-[10000px] inset-s-0 inset-e-2
  translate-x-0 translate-y-0 translate-1/2 -translate-x-1/2
  w-1/2 h-full size-full min-h-dvh
  text-left text-right text-justify text-nowrap text-wrap text-clip text-[0.625rem]
  font-semibold font-[550] font-sans font-[family-name:var(--font-display)]
  line-through capitalize lowercase
  col-start-1 col-end-3 col-span-full row-start-2 row-end-4 grid-rows-2 auto-cols-fr
  justify-items-center place-content-center place-self-end self-auto items-center justify-center
  order-last basis-0 grow-0 shrink flex-auto flex-row-reverse flex-col-reverse flex-nowrap
  flex-wrap-reverse inline table table-row list-item flow-root inline-grid
  whitespace-nowrap break-all break-inside-avoid underline-offset-4 opacity-0 cursor-progress
  select-none pointer-events-none field-sizing-content field-sizing-fixed duration-0 ease-out
  delay-150 animate-spin origin-center rotate-0 -rotate-45 scale-100 z-50 leading-none
  tracking-wide line-clamp-none overflow-hidden overflow-x-hidden overflow-y-auto
  shadow shadow-sm shadow-black/10 ring ring-3 ring-ring/60 outline outline-none outline-offset-4
  outline-ring/50 content-start content-none object-cover object-center transition-colors
  shadow-inner bg-fixed bg-none bg-radial
  text-shadow-sm inset-shadow-sm inset-ring-2 ring-offset-background border-spacing-2
  border-collapse bg-clip-text bg-blend-multiply bg-top bg-repeat-x bg-size-[auto_100%]
  bg-origin-border font-stretch-condensed scale-x-50 scale-3d rotate-x-12 translate-z-0
  translate-none transition-discrete
  auto-cols-min break-inside-auto col-end-2 content-['x'] content-[attr(data-label)] grid-cols-1
  inset-4 inset-auto translate-full justify-items-start place-content-between place-self-center
  row-end-2 scroll-p-2 scroll-m-2 pbs-2 pbe-4 mbs-2 mbe-auto scroll-pbs-2 scroll-mbe-2 border-bs
  border-be-2 border-bs-primary inset-bs-0 inset-be-2 rounded-s-md bg-local border-be-primary
  scroll-mbs-2 scroll-pbe-2 break-before-page break-before-avoid break-after-page break-after-auto
  bg-[position:top_right] bg-[length:50%] bg-(size:--tile) not-sr-only visible invisible italic
  not-italic rotate-none scale-none
`;

/**
 * The reference knows the kit's theme: `animate-fade-in` (styles.css) is an animation, which
 * tailwind-merge cannot guess (it knows Tailwind's own spin, ping, pulse and bounce).
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      animate: [
        ...readFileSync(join(srcDir, "styles.css"), "utf8").matchAll(/--animate-([\w-]+):/g),
      ].map((match) => match[1]!),
    },
  },
});

const words = (list: string) => list.trim().split(/\s+/);
const callerClasses = words(CALLER_OVERRIDES);
const everyGroup = words(EVERY_GROUP);

/**
 * tailwind-merge 3 knows only v4's `bg-linear-to-*` and reads the legacy `bg-gradient-to-*`
 * (which Tailwind v4 still generates, the same utility) as a colour, dropping the background
 * colour under the gradient. `cn` treats both as the image; the reference gets the v4 name.
 */
const modern = (classes: string) => classes.replace(/\bbg-gradient-to-/g, "bg-linear-to-");

type Mismatch = { classes: string; cn: string; twMerge: string };
/** Groups of the classes that both mergers dropped, with one example each. */
const decidedGroups = new Map<string, string>();

function compare(earlier: string, later: string, mismatches: Mismatch[]) {
  const ours = modern(cn(earlier, later));
  const reference = twMerge(modern(earlier), modern(later));
  if (ours !== reference) {
    mismatches.push({ classes: `${earlier} | ${later}`, cn: ours, twMerge: reference });
    return;
  }
  const kept = new Set(ours.split(" "));
  for (const name of modern(`${earlier} ${later}`).split(/\s+/)) {
    const group = classScope(name)?.[1];
    if (group && !kept.has(name)) decidedGroups.set(group, `${earlier} | ${later}`);
  }
}

function compareAll(earlierList: string[], laterList: string[]): Mismatch[] {
  const mismatches: Mismatch[] = [];
  for (const earlier of earlierList) {
    for (const later of laterList) if (earlier !== later) compare(earlier, later, mismatches);
  }
  return mismatches;
}

describe("cn, given the kit's code and a corpus of caller classes, merges as tailwind-merge does", () => {
  const corpus = [...callerClasses, ...everyGroup];
  let defaults: string[] = [];
  let written: string[] = [];
  let overrides: Mismatch[] = [];
  let siteAfterDefaults: Mismatch[] = [];
  let callerAfterCaller: Mismatch[] = [];
  const overMerged: Mismatch[] = [];
  let samples: string[] = [];

  beforeAll(() => {
    defaults = componentDefaults(srcDir);
    const stories = sourceFiles(srcDir).filter((file) => /\.stories\.tsx$/.test(file));
    const site = sourceFiles(siteAppDir).filter((file) => /\.tsx$/.test(file));
    written = writtenClassStrings([...stories, ...site]);
    overrides = compareAll(defaults, corpus);
    siteAfterDefaults = compareAll(defaults, written);
    callerAfterCaller = compareAll(corpus, corpus);
    // Every pair of samples in which `cn` drops the earlier class: tailwind-merge must drop it too.
    samples = tailwindMergeSamples();
    const byGroup = new Map<string, string[]>();
    for (const sample of samples) {
      const group = classScope(sample)?.[1] ?? "";
      byGroup.set(group, [...(byGroup.get(group) ?? []), sample]);
    }
    for (const later of samples) {
      const group = classScope(later)?.[1];
      if (!group) continue;
      for (const overridden of [group, ...overriddenGroups(group)]) {
        for (const earlier of byGroup.get(overridden) ?? []) {
          if (earlier !== later) compare(earlier, later, overMerged);
        }
      }
    }
  }, 120_000);

  it("reads the defaults of every component, the stories and the site", () => {
    // A parser that finds nothing would make every comparison below pass.
    expect(defaults.length).toBeGreaterThan(60);
    expect(defaults).toContain(
      "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
    );
    expect(written.length).toBeGreaterThan(300);
    expect(callerClasses.length).toBeGreaterThanOrEqual(150);
    expect(samples.length).toBeGreaterThan(1000);
  });

  it("when a caller overrides a component's defaults", () => {
    expect(overrides).toEqual([]);
  });

  it("when the stories' and the site's class strings come after a component's defaults", () => {
    expect(siteAfterDefaults).toEqual([]);
  });

  it("when one caller class follows another", () => {
    expect(callerAfterCaller).toEqual([]);
  });

  it("never drops a class that tailwind-merge keeps, for samples of every Tailwind utility", () => {
    expect(overMerged).toEqual([]);
  });

  it("every group of the table decides at least one merge above (a removed group fails them)", () => {
    const groups = new Set(Object.values(KEYWORDS));
    for (const rules of Object.values(PREFIXES)) {
      for (const [, group] of rules) groups.add(group);
    }
    groups.delete("");
    const undecided = [...groups].filter((group) => !decidedGroups.has(group)).sort();
    expect(undecided).toEqual([]);
  });
});
