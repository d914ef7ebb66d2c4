import { Button } from "@vantreo/ui";
import { Link } from "../../navigation";
import type { LearningPageCopy } from "../../copy/learning-page";

/**
 * What /learning shows while no learning documents are bundled (spec section 3): a short note and
 * the two places that cover the same ground, the insights and the AI training service.
 */
export function LearningEmptyState({ copy }: { copy: LearningPageCopy }) {
  return (
    <section
      aria-labelledby="empty-heading"
      className="mx-auto max-w-2xl rounded-2xl border bg-card p-10 text-center"
    >
      <h2 id="empty-heading" className="text-2xl font-bold">
        {copy.emptyHeading}
      </h2>
      <p className="mt-4 text-muted-foreground">{copy.emptyBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/insights">{copy.emptyInsightsLink}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/services/ai-training-upskilling">{copy.emptyTrainingLink}</Link>
        </Button>
      </div>
    </section>
  );
}
