/** The paths of the staff app's shells, one per locale. */
export declare const STAFF_APP_SHELL_PATHS: readonly string[];

/** The scripts the staff app loads on its first load, from its shell page's scripts. */
export declare function staffAppScripts(
  initial: readonly string[],
  read: (href: string) => Promise<string>,
): Promise<string[]>;

/** The staff app's initial JavaScript (brotli bytes) on each of its shells among `pages`. */
export declare function staffAppWeights(
  client: string,
  pages: readonly { path: string; scripts: readonly string[] }[],
): Promise<{ path: string; js: number; scripts: number }[]>;
