import { useCallback } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { ROI_FIELD_COPY } from "./roi-copy";
import type { RoiField } from "./roi-inputs";

// The labels the `tools` namespace holds; the others come from tool-copy.
const LABEL_KEYS: Partial<Record<RoiField, string>> = {
  teamSize: "roi.fields.employees",
  hoursSavedPerWeek: "roi.fields.hoursSaved",
  hourlyCost: "roi.fields.hourlyCost",
  implementationCost: "roi.fields.investment",
  annualRunningCost: "roi.fields.annualRunCost",
};

/** The visible label of a calculator input. */
export function useRoiFieldLabel(): (field: RoiField) => string {
  const { t } = useTranslation("tools");
  return useCallback(
    (field: RoiField) => {
      const key = LABEL_KEYS[field];
      return key ? t(key) : (ROI_FIELD_COPY[field].label ?? field);
    },
    [t],
  );
}
