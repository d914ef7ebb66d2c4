/** Budgets in bytes, brotli-compressed as served (KB = 1024 bytes). */
export declare const BUDGETS: Readonly<{
  /** Initial JavaScript of a content page. */
  js: number;
  /** Initial JavaScript of a tool page. */
  toolJs: number;
  /** Script files a route loads before any interaction. */
  scripts: number;
  /** Initial CSS of any route. */
  css: number;
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

/** Every built route over the JS, script-file or CSS budget (one line each) and the measured rows. */
export declare function routesOverBudget(
  client: string,
  budgets?: { js: number; toolJs: number; scripts: number; css: number },
): Promise<{ rows: RouteWeight[]; over: string[] }>;
