import { useTranslation } from "@vantreo/i18n/react";
import { useMemo, useRef, useState } from "react";
import { useAfterHydration } from "../../islands/use-after-hydration";
import { useOptionalAnalytics } from "../shared/use-optional-analytics";
import { useRegionCurrency } from "../shared/use-region-currency";
import { useToolCompletionTimer } from "../shared/use-tool-completion-timer";
import { ToolLeadForm } from "../shared/tool-lead-form";
import { ROI_COPY } from "./roi-copy";
import { roiFormat } from "./roi-format";
import { RoiForm } from "./roi-form";
import { DEFAULT_ROI_INPUTS, ROI_FIELDS, type RoiField, type RoiInputs } from "./roi-inputs";
import { roiLeadMetadata } from "./roi-lead-metadata";
import { calculateRoi } from "./roi-model";
import { RoiResults } from "./roi-results";
import { decodeRoiState, encodeRoiState, type RoiCurrency } from "./roi-url-state";
import { useRoiFieldLabel } from "./use-roi-field-label";
import { parseRoiInputs, type RoiFieldError, type RoiRawInputs } from "./validate-roi-inputs";

function toRaw(inputs: RoiInputs): RoiRawInputs {
  return Object.fromEntries(
    ROI_FIELDS.map((field) => [field, String(inputs[field])]),
  ) as RoiRawInputs;
}

/**
 * The AI ROI calculator: the form, the estimate of the last valid inputs, the inputs mirrored in
 * the URL for sharing, the visitor's regional currency, the consent-gated ROI event, and the
 * "email me this analysis" lead. The page prerenders with the defaults; a shared link is read
 * right after hydration so the server HTML and the first client render agree.
 */
export function RoiCalculator() {
  const analytics = useOptionalAnalytics();
  const completion = useToolCompletionTimer("roi_calculator");
  const regionCurrency = useRegionCurrency();
  const label = useRoiFieldLabel();
  const locale = useTranslation().i18n.language;
  const [raw, setRaw] = useState<RoiRawInputs>(() => toRaw(DEFAULT_ROI_INPUTS));
  const [inputs, setInputs] = useState<RoiInputs>(DEFAULT_ROI_INPUTS);
  const [chosenCurrency, setChosenCurrency] = useState<RoiCurrency | null>(null);
  const [errors, setErrors] = useState<RoiFieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [stale, setStale] = useState(false);
  const [rejected, setRejected] = useState<RoiField[]>([]);
  const resultsRef = useRef<HTMLDivElement>(null);
  const currency = chosenCurrency ?? regionCurrency;
  const result = useMemo(() => calculateRoi(inputs), [inputs]);
  const format = useMemo(() => roiFormat(currency, locale), [currency, locale]);

  // A shared link is applied once, when the browser's URL becomes readable after hydration
  // (adjusting state while rendering, as React documents for values derived from outside).
  const linkSearch = useAfterHydration(() => window.location.search, null);
  const origin = useAfterHydration(
    () => `${window.location.origin}${window.location.pathname}`,
    null,
  );
  const [linkApplied, setLinkApplied] = useState(false);
  if (linkSearch !== null && !linkApplied) {
    const shared = decodeRoiState(linkSearch);
    setLinkApplied(true);
    setInputs(shared.inputs);
    setRaw(toRaw(shared.inputs));
    setChosenCurrency(shared.currency);
    setRejected(shared.rejected);
  }

  const shareUrl = origin ? `${origin}?${encodeRoiState(inputs, currency)}` : null;

  const writeUrl = (next: RoiInputs, nextCurrency: RoiCurrency) => {
    // Replace rather than navigate: a new calculation is not a new page, and keeping the
    // router's history state leaves Back working as before.
    const url = `${window.location.pathname}?${encodeRoiState(next, nextCurrency)}`;
    window.history.replaceState(window.history.state, "", url);
  };

  const onSubmit = () => {
    const parsed = parseRoiInputs(raw);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors([]);
    setRejected([]);
    setStale(false);
    setInputs(parsed.inputs);
    writeUrl(parsed.inputs, currency);
    // Spec section 9: the result is reported (high value over 1,000,000) only with consent.
    analytics?.roiResult(calculateRoi(parsed.inputs).annualNetBenefit);
    completion.result();
    resultsRef.current?.focus();
  };

  const onChange = (field: RoiField, value: string) => {
    completion.input();
    setRaw((current) => ({ ...current, [field]: value }));
    setErrors((current) => current.filter((error) => error.field !== field));
    setStale(true);
  };

  const onCurrencyChange = (next: RoiCurrency) => {
    setChosenCurrency(next);
    writeUrl(inputs, next);
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12 sm:px-6">
      {rejected.length > 0 ? (
        <p
          role="status"
          className="rounded-lg border border-accent/60 bg-accent/10 p-4 text-sm print:hidden"
        >
          {ROI_COPY.rejectedLink} {rejected.map(label).join(", ")}.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] print:block">
        <RoiForm
          raw={raw}
          errors={errors}
          attempt={attempt}
          currency={currency}
          onChange={onChange}
          onCurrencyChange={onCurrencyChange}
          onSubmit={onSubmit}
        />
        <div ref={resultsRef} tabIndex={-1} className="outline-none">
          <RoiResults
            inputs={inputs}
            result={result}
            format={format}
            shareUrl={shareUrl}
            stale={stale}
            staleNotice={ROI_COPY.staleNotice}
          />
        </div>
      </div>
      <ToolLeadForm
        leadType="analysis"
        companyRequired={false}
        metadata={roiLeadMetadata(inputs, result, currency, shareUrl ?? "")}
        heading={ROI_COPY.leadHeading}
        intro={ROI_COPY.leadIntro}
        submitLabel={ROI_COPY.leadSubmit}
      />
    </div>
  );
}
