/** One error the Nu HTML Checker reported. */
export interface VnuError {
  /** The document, relative to the `root` given to runVnu. */
  file: string;
  line: number;
  column: number;
  message: string;
  /** The markup around the error, as vnu quotes it. */
  extract: string;
}

/** Checks many HTML files in one vnu (Java) process; resolves to their errors only. */
export declare function runVnu(
  files: string[],
  options?: { root?: string; java?: string },
): Promise<VnuError[]>;
