import { TrustBadge } from "@vantreo/ui";
import type { HomeCopy } from "../../copy/home";
import { SectionShell } from "../content-page/section-shell";

/** Trust badges (spec section 1): NIST AI RMF, SR 11-7, CSA AI MRM, EU AI Act Ready; a logo that fails to load is hidden. */
export function TrustBadges({ copy }: { copy: HomeCopy["trust"] }) {
  return (
    <SectionShell id="trust" heading={copy.heading} intro={copy.intro} wide>
      <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        {copy.badges.map((badge) => (
          <li key={badge.id}>
            <TrustBadge
              className="flex h-full w-full min-w-0 [&_span]:min-w-0"
              name={badge.label}
              description={badge.detail}
              logoSrc={`/images/badges/${badge.id}.svg`}
              logoSize={48}
            />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
