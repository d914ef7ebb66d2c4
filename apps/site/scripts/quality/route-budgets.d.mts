/** Budgets in bytes, brotli-compressed as served (KB = 1024 bytes). */
export declare const BUDGETS: Readonly<{
  /** Initial JavaScript of every page but the tools (the data room and the desk included). */
  js: number;
  /** Initial JavaScript of a tool page (ROI calculator, data maturity, trust assessment). */
  toolJs: number;
  /** Script files a route loads before any interaction. */
  scripts: number;
  /** Initial CSS of any route. */
  css: number;
  /** The staff app's initial JavaScript: its shell plus the app with the inbox. */
  staffAppJs: number;
  /** Everything the home page transfers on a first visit. */
  homeTransfer: number;
}>;

/** One route's initial weights in bytes (brotli). */
export interface RouteWeight {
  path: string;
  js: number;
  css: number;
  /** Script files loaded before any interaction. */
  scripts: number;
}

/** The budgets a route is checked against. */
export interface RouteBudgets {
  js: number;
  toolJs: number;
  scripts: number;
  css: number;
}

/** Whether a built route is one of the tools (held to `toolJs`; every other page to `js`). */
export declare function isToolPage(path: string): boolean;

/** The rows over the JS (by the page's class), script-file or CSS budget, one line each. */
export declare function overBudget(rows: RouteWeight[], budgets?: RouteBudgets): string[];

/** Every built route over the JS, script-file or CSS budget (one line each) and the measured rows. */
export declare function routesOverBudget(
  client: string,
  budgets?: RouteBudgets,
): Promise<{ rows: RouteWeight[]; over: string[] }>;

/** The staff app's rows (staff-app-weight.mjs) over its budget, one line each. */
export declare function staffAppOverBudget(
  rows: { path: string; js: number; scripts: number }[],
  budgets?: { staffAppJs: number },
): string[];
