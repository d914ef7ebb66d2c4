import type { HomeCopy } from "../../copy/home";
import { SectionShell } from "../content-page/section-shell";

/** Trust badges (spec section 1): NIST AI RMF, SR 11-7, CSA AI MRM, EU AI Act Ready. */
export function TrustBadges({ copy }: { copy: HomeCopy["trust"] }) {
  return (
    <SectionShell id="trust" heading={copy.heading} wide>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {copy.badges.map((badge) => (
          <li key={badge.id} className="flex items-center gap-3 rounded-xl border bg-card p-4">
            <img
              src={`/images/badges/${badge.id}.svg`}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0"
            />
            <span>
              <span className="block font-semibold">{badge.label}</span>
              <span className="block text-xs text-muted-foreground">{badge.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
