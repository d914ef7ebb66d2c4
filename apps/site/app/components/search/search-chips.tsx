import { cn } from "@vantreo/ui";
import { CHALLENGES, PERSONAS, type ChallengeId, type PersonaId } from "@vantreo/search";
import type { KeyboardEvent } from "react";
import { useTranslation } from "@vantreo/i18n/react";

interface ChipRowProps<Id extends string> {
  label: string;
  ids: readonly Id[];
  active: Id | undefined;
  labelOf(id: Id): string;
  onToggle(id: Id): void;
}

function ChipRow<Id extends string>({ label, ids, active, labelOf, onToggle }: ChipRowProps<Id>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <span aria-hidden="true" className="me-1 text-xs font-medium text-muted-foreground">
        {label}
      </span>
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={active === id}
          onClick={() => onToggle(id)}
          className={cn(
            "rounded-full border px-2.5 py-1 text-xs transition-colors focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none",
            active === id
              ? "border-primary bg-primary text-primary-foreground"
              : "border-border text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          {labelOf(id)}
        </button>
      ))}
    </div>
  );
}

// cmdk handles Enter and the arrows on its root: without this, Enter or Space on a chip would
// select the highlighted result instead of pressing the chip.
function keepKeysInChips(event: KeyboardEvent) {
  event.stopPropagation();
}

/**
 * The persona and challenge filters (spec sections 3 and 4): toggle buttons with aria-pressed;
 * the parent applies `toggleChip`, so clicking the active chip clears its row.
 */
export function SearchChips({
  persona,
  challenge,
  onPersona,
  onChallenge,
}: {
  persona: PersonaId | undefined;
  challenge: ChallengeId | undefined;
  onPersona(id: PersonaId): void;
  onChallenge(id: ChallengeId): void;
}) {
  const { t } = useTranslation("search");
  return (
    <div className="flex flex-col gap-2 border-b px-3 py-2.5" onKeyDown={keepKeysInChips}>
      <ChipRow
        label={t("personas.label")}
        ids={PERSONAS.map((item) => item.id)}
        active={persona}
        labelOf={(id) => t(`personas.${id}`)}
        onToggle={onPersona}
      />
      <ChipRow
        label={t("challenges.label")}
        ids={CHALLENGES.map((item) => item.id)}
        active={challenge}
        labelOf={(id) => t(`challenges.${id}`)}
        onToggle={onChallenge}
      />
    </div>
  );
}
