import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

const named = Object.entries(icons).filter(
  (entry): entry is [string, (props: icons.IconProps) => React.JSX.Element] =>
    entry[0] !== "Icon" && entry[0].endsWith("Icon") && typeof entry[1] === "function",
);

describe("the kit's icons", () => {
  it("exports every icon of the kit and the site from one module", () => {
    expect(named.map(([name]) => name).sort()).toEqual(
      [
        "ArrowRightIcon",
        "ArrowUpIcon",
        "BuildingIcon",
        "ChartIcon",
        "CheckIcon",
        "ChevronDownIcon",
        "ChipIcon",
        "ClockIcon",
        "DatabaseIcon",
        "GlobeIcon",
        "HeartPulseIcon",
        "MailIcon",
        "MapPinIcon",
        "MenuIcon",
        "MoonIcon",
        "PhoneIcon",
        "SearchIcon",
        "ShieldIcon",
        "SunIcon",
        "XIcon",
      ].sort(),
    );
  });

  it.each(named)(
    "given %s, draws a decorative 24×24 stroke icon that takes svg props",
    (_, Icon) => {
      const { container } = render(<Icon className="size-4 rtl:rotate-180" data-testid="icon" />);
      const svg = container.querySelector("svg");
      expect(svg?.getAttribute("aria-hidden")).toBe("true");
      expect(svg?.getAttribute("focusable")).toBe("false");
      expect(svg?.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(svg?.getAttribute("stroke")).toBe("currentColor");
      expect(svg?.getAttribute("class")).toBe("size-4 rtl:rotate-180");
      expect(svg?.children.length).toBeGreaterThan(0);
    },
  );
});
