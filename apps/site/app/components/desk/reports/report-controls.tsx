import { REPORT_BREAKDOWNS, REPORT_GRAINS } from "@vantreo/contracts/core";
import { useTranslation } from "@vantreo/i18n/react";
import { useId } from "react";
import type { ReportSearch } from "./report-search";

const FIELD = "rounded-md border border-border bg-background p-2 text-foreground";

/** The report's range, periods and breakdown; every change goes to the URL at once. */
export function ReportControls({
  search,
  onChange,
}: {
  search: ReportSearch;
  onChange(next: ReportSearch): void;
}) {
  const { t } = useTranslation("deskAdmin");
  const id = useId();
  const set = (key: keyof ReportSearch) => (event: { target: { value: string } }) => {
    if (event.target.value !== "") onChange({ ...search, [key]: event.target.value });
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-4">
      <legend className="sr-only">{t("reports.range")}</legend>
      <label className="flex flex-col gap-1" htmlFor={`${id}-from`}>
        {t("reports.from")}
        <input
          id={`${id}-from`}
          type="date"
          className={FIELD}
          value={search.from}
          max={search.to}
          onChange={set("from")}
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-to`}>
        {t("reports.to")}
        <input
          id={`${id}-to`}
          type="date"
          className={FIELD}
          value={search.to}
          min={search.from}
          onChange={set("to")}
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-grain`}>
        {t("reports.grain")}
        <select id={`${id}-grain`} className={FIELD} value={search.grain} onChange={set("grain")}>
          {REPORT_GRAINS.map((grain) => (
            <option key={grain} value={grain}>
              {t(`reports.grains.${grain}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-by`}>
        {t("reports.by")}
        <select id={`${id}-by`} className={FIELD} value={search.by} onChange={set("by")}>
          {REPORT_BREAKDOWNS.map((by) => (
            <option key={by} value={by}>
              {t(`reports.breakdowns.${by}`)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
