import { LEAD_SOURCES, LEAD_TYPES } from "@vantreo/leads/lead-types";
import { LOCALE_CODES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button, Field, Input, Label } from "@vantreo/ui";
import { useState } from "react";
import {
  DEFAULT_LEAD_SORT,
  LEAD_MIN_FILTERS,
  LEAD_SORTS,
  LEAD_STATUSES,
  REPLY_STATES,
  type DeskStaff,
} from "@vantreo/contracts/core";
import type { LeadFilter } from "../lead-filter";
import { FilterSelect, type FilterOption as Option } from "./filter-select";
import { filterFromForm, type InboxQuery } from "./lead-filter-url";

/** Props of the inbox's filter form. */
export interface FilterFormProps {
  filter: LeadFilter;
  /** The staff who may own a lead (the owner menu), once loaded. */
  staff: DeskStaff | undefined;
  onApply(query: InboxQuery): void;
}

/** Whether a filter narrows by more than the search (the panel of further filters opens). */
function hasFurtherFilters(filter: LeadFilter): boolean {
  const { q: _q, ...rest } = filter;
  return Object.values(rest).some((value) => value !== undefined && value !== "");
}

/**
 * The inbox's filters as one compact form (WCAG 1.3.1: a fieldset with its legend): the search
 * in one bar with apply and clear, and a disclosure with type, source, language, status, owner,
 * booked call, the reply clock (due or overdue), the date range, and the "at least" filters and
 * orders the lead record declares (open while one of them is set). Submitting (Enter in any field) puts the filter in the URL; clearing returns to every
 * lead.
 */
export function FilterForm({ filter, staff, onApply }: FilterFormProps) {
  const { t } = useTranslation("desk");
  const [open, setOpen] = useState(() => hasFurtherFilters(filter));
  const options = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  const owners = [
    { value: "none", label: t("inbox.filters.unassigned") },
    ...(staff?.staff ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  const menus: {
    name: "type" | "source" | "locale" | "status" | "owner" | "booking" | "reply";
    options: Option[];
  }[] = [
    { name: "type", options: options(LEAD_TYPES, "leadType") },
    { name: "source", options: options(LEAD_SOURCES, "source") },
    { name: "locale", options: options(LOCALE_CODES, "locale") },
    { name: "status", options: options(LEAD_STATUSES, "status") },
    { name: "owner", options: owners },
    {
      name: "booking",
      options: [
        { value: "true", label: t("inbox.filters.bookingYes") },
        { value: "false", label: t("inbox.filters.bookingNo") },
      ],
    },
    // Leads awaiting their first reply, before or after their reply-by time (src/pipeline).
    { name: "reply", options: options(REPLY_STATES, "inbox.reply") },
  ];
  return (
    <form
      role="search"
      aria-label={t("inbox.filters.legend")}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filterFromForm(new FormData(event.currentTarget)));
      }}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("inbox.filters.legend")}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="desk-filter-q">{t("inbox.filters.q")}</Label>
          <Input
            id="desk-filter-q"
            type="search"
            name="q"
            maxLength={100}
            defaultValue={filter.q ?? ""}
            aria-describedby="desk-filter-q-hint"
            aria-keyshortcuts="/"
            dir="auto"
            className="h-9 w-64 max-w-full"
          />
          <p id="desk-filter-q-hint" className="sr-only">
            {t("inbox.filters.qHint")}
          </p>
          <Button type="submit" size="sm">
            {t("inbox.filters.apply")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onApply({ filter: {}, page: 1 })}
          >
            {t("inbox.filters.reset")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls="desk-filter-more"
            onClick={() => setOpen((value) => !value)}
          >
            {t("app.filters.more")}
          </Button>
        </div>
        {/* Hidden menus still submit their values: the URL keeps every filter. */}
        <div
          id="desk-filter-more"
          hidden={!open}
          className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          {menus.map((menu) => (
            <FilterSelect
              key={menu.name}
              name={menu.name}
              label={t(`inbox.filters.${menu.name}`)}
              value={filter[menu.name]}
              anyLabel={t("inbox.filters.any")}
              options={menu.options}
            />
          ))}
          {(["from", "to"] as const).map((name) => (
            <Field key={name} controlId={`desk-filter-${name}`}>
              <Label>{t(`inbox.filters.${name}`)}</Label>
              <Input type="date" name={name} defaultValue={filter[name] ?? ""} className="h-9" />
            </Field>
          ))}
          {/* The "at least" filters and the orders the lead record declares. */}
          {LEAD_MIN_FILTERS.map(({ param, field }) => (
            <Field key={param} controlId={`desk-filter-${param}`}>
              <Label>
                {t("inbox.filters.atLeast", { field: t(`inbox.fields.${field.name}`) })}
              </Label>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                name={param}
                defaultValue={(filter as Record<string, string | undefined>)[param] ?? ""}
                className="h-9"
              />
            </Field>
          ))}
          {LEAD_SORTS.length > 1 ? (
            <FilterSelect
              name="sort"
              label={t("inbox.filters.sort")}
              value={filter.sort}
              anyLabel={t(`inbox.sort.${DEFAULT_LEAD_SORT}`)}
              options={LEAD_SORTS.filter(({ sort }) => sort !== DEFAULT_LEAD_SORT).map(
                ({ sort }) => ({ value: sort, label: t(`inbox.sort.${sort}`) }),
              )}
            />
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
