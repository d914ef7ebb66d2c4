/** One problem found while loading the catalogue: where (file and path) and what. */
export interface ServiceCatalogueProblem {
  /** e.g. `ai.json[3].metaDescription` */
  where: string;
  message: string;
}

/**
 * Thrown by `loadServiceCatalogue` when any file or entry breaks a rule, so the site build fails
 * with every problem listed at once instead of the first one.
 */
export class ServiceCatalogueError extends Error {
  readonly problems: readonly ServiceCatalogueProblem[];

  constructor(problems: readonly ServiceCatalogueProblem[]) {
    super(
      `The service catalogue is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n` +
        problems.map((p) => `  ${p.where}: ${p.message}`).join("\n"),
    );
    this.name = "ServiceCatalogueError";
    this.problems = problems;
  }
}
