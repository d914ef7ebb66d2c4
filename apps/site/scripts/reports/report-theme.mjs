// Page geometry, type scale and colours of the PDF reports (US Letter, the firm is in Atlanta).
import { rgb } from "pdf-lib";

/** The firm's name as printed on every report. */
export const FIRM_NAME = "Vantreo Data & AI";

/** Footer line of the title page (office from the spec, section 2: Sandy Springs, Georgia). */
export const FIRM_LINE = "Vantreo Data & AI  |  Sandy Springs, Georgia  |  www.vantreo.com";

/** Layout constants shared by every drawing module. */
export const THEME = {
  page: { width: 612, height: 792 },
  margin: { top: 78, bottom: 72, left: 66, right: 66 },
  size: { body: 10.5, h2: 16, h3: 12.5, table: 8.8, code: 8.2, small: 8.5, title: 26, cover: 12 },
  leading: 1.45,
  colors: {
    ink: rgb(0.06, 0.09, 0.16),
    muted: rgb(0.33, 0.39, 0.47),
    accent: rgb(0.05, 0.45, 0.56),
    accentSoft: rgb(0.88, 0.95, 0.97),
    rule: rgb(0.8, 0.84, 0.88),
    codeBackground: rgb(0.95, 0.96, 0.97),
    cover: rgb(0.06, 0.09, 0.16),
    white: rgb(1, 1, 1),
  },
};
