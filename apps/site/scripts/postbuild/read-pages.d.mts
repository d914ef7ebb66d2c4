/** One prerendered page as the postbuild reads it back (the facts the checks use). */
export interface ReadPage {
  path: string;
  scripts: string[];
  styles: string[];
  [fact: string]: unknown;
}

/** Every prerendered page under `client`. */
export declare function readPages(client: string): Promise<ReadPage[]>;
