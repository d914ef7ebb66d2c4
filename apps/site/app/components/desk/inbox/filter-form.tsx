import { LEAD_SOURCES, LEAD_TYPES } from "@vantreo/leads";
import { LOCALE_CODES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button, Field, Input, Label } from "@vantreo/ui";
import { LEAD_STATUSES, type DeskStaff } from "@vantreo/contracts/core";
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

/**
 * The inbox's filters as one form (WCAG 1.3.1: a fieldset with its legend): search, type, source,
 * language, status, owner and the date range. Submitting (Enter in any field) puts the filter in
 * the URL; clearing returns to every lead.
 */
export function FilterForm({ filter, staff, onApply }: FilterFormProps) {
  const { t } = useTranslation("desk");
  const options = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  const owners = [
    { value: "none", label: t("inbox.filters.unassigned") },
    ...(staff?.staff ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  const menus: { name: "type" | "source" | "locale" | "status" | "owner"; options: Option[] }[] = [
    { name: "type", options: options(LEAD_TYPES, "leadType") },
    { name: "source", options: options(LEAD_SOURCES, "source") },
    { name: "locale", options: options(LOCALE_CODES, "locale") },
    { name: "status", options: options(LEAD_STATUSES, "status") },
    { name: "owner", options: owners },
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
      <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-1 text-sm font-semibold">{t("inbox.filters.legend")}</legend>
        <Field controlId="desk-filter-q" className="sm:col-span-2">
          <Label>{t("inbox.filters.q")}</Label>
          <Input
            type="search"
            name="q"
            maxLength={100}
            defaultValue={filter.q ?? ""}
            aria-describedby="desk-filter-q-hint"
            dir="auto"
          />
          <p id="desk-filter-q-hint" className="text-sm text-muted-foreground">
            {t("inbox.filters.qHint")}
          </p>
        </Field>
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
            <Input type="date" name={name} defaultValue={filter[name] ?? ""} />
          </Field>
        ))}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t("inbox.filters.apply")}</Button>
          <Button type="button" variant="outline" onClick={() => onApply({ filter: {}, page: 1 })}>
            {t("inbox.filters.reset")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
