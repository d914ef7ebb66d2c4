/** Budgets in bytes, brotli-compressed as served (KB = 1024 bytes). */
export declare const BUDGETS: Readonly<{
  /** Initial JavaScript of any route. */
  js: number;
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
}

/** Every built route over the JS or CSS budget (one line each) and the measured rows. */
export declare function routesOverBudget(
  client: string,
  budgets?: { js: number; css: number },
): Promise<{ rows: RouteWeight[]; over: string[] }>;
