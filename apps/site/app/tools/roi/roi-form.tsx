import { formatNumber } from "@vantreo/i18n";
import { Button, Field, Label } from "@vantreo/ui";
import type { FormEvent } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { ErrorSummary } from "../shared/error-summary";
import { ROI_COPY, ROI_ERROR_COPY, ROI_FIELD_COPY } from "./roi-copy";
import { SHARED_COPY } from "../tool-copy";
import { ROI_FIELD_RULES, ROI_FIELDS, type RoiField } from "./roi-inputs";
import { ROI_CURRENCIES, type RoiCurrency } from "./roi-url-state";
import { RoiNumberField } from "./roi-number-field";
import { useRoiFieldLabel } from "./use-roi-field-label";
import type { RoiFieldError, RoiRawInputs } from "./validate-roi-inputs";

interface RoiFormProps {
  raw: RoiRawInputs;
  errors: RoiFieldError[];
  attempt: number;
  currency: RoiCurrency;
  onChange: (field: RoiField, value: string) => void;
  onCurrencyChange: (currency: RoiCurrency) => void;
  onSubmit: () => void;
}

const MONEY_FIELDS = new Set<RoiField>(["hourlyCost", "implementationCost", "annualRunningCost"]);

/** The calculator's form: eight inputs with units, help and errors, the currency, and Calculate. */
export function RoiForm(props: RoiFormProps) {
  const { raw, errors, attempt, currency, onChange, onCurrencyChange, onSubmit } = props;
  const { t, i18n } = useTranslation("tools");
  const label = useRoiFieldLabel();
  // A limit in the page's language ("1,000" in English, "1.000" in German).
  const plain = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 3 });
  const message = (error: RoiFieldError) =>
    ROI_ERROR_COPY[error.code](plain(error.min), plain(error.max));
  const errorOf = (field: RoiField) => errors.find((error) => error.field === field);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="roi-inputs-heading"
      className="flex flex-col gap-5 print:hidden"
    >
      <h2 id="roi-inputs-heading" className="text-xl font-semibold">
        {ROI_COPY.inputsHeading}
      </h2>
      <ErrorSummary
        heading={SHARED_COPY.errorSummary}
        attempt={attempt}
        errors={errors.map((error) => ({
          controlId: `roi-${error.field}`,
          label: label(error.field),
          message: message(error),
        }))}
      />
      <Field controlId="roi-currency">
        <Label>{t("roi.fields.currency")}</Label>
        <select
          id="roi-currency"
          name="currency"
          value={currency}
          aria-describedby="roi-currency-help"
          onChange={(event) => onCurrencyChange(event.target.value as RoiCurrency)}
          className="h-11 rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/50 md:text-sm"
        >
          {ROI_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <p id="roi-currency-help" className="text-sm text-muted-foreground">
          {ROI_COPY.currencyHelp}
        </p>
      </Field>
      {ROI_FIELDS.map((field) => {
        const error = errorOf(field);
        const rule = ROI_FIELD_RULES[field];
        const copy = ROI_FIELD_COPY[field];
        return (
          <RoiNumberField
            key={field}
            id={`roi-${field}`}
            label={label(field)}
            unit={MONEY_FIELDS.has(field) ? `${currency} ${copy.unit}` : copy.unit}
            help={`${copy.help} (${plain(rule.min)}–${plain(rule.max)})`}
            value={raw[field]}
            error={error ? message(error) : undefined}
            onChange={(value) => onChange(field, value)}
          />
        );
      })}
      <div>
        <Button type="submit" size="lg">
          {t("roi.calculate")}
        </Button>
      </div>
    </form>
  );
}
