import type { DueDates } from "@vantreo/contracts/core";
import { dueDates } from "../../desk/privacy-due-dates";
import type { DataRequestRecord } from "../../store/lead-records";

const TYPE_KEYS = {
  access: "dataRequest.types.access",
  deletion: "dataRequest.types.deletion",
  correction: "dataRequest.types.correction",
  portability: "dataRequest.types.portability",
  "opt-out": "dataRequest.types.opt-out",
  other: "dataRequest.types.other",
} as const;

/** What both mails of a data-subject request say about it, computed as the desk's queue does. */
export type DataRequestFacts = {
  /** The `mail` key of the right invoked (`metadata.request_type`), "not stated" when unknown. */
  typeKey: string;
  /** The `mail` key of the regime: the law the request states, or both when it states none. */
  regimeKey: string;
  due: DueDates;
  /** The date the answer is owed by: the stated law's, else the earliest deadline. */
  answerBy: number;
};

/**
 * The type, regime and deadlines of a request, from the same `dueDates` as the desk's privacy
 * queue (GDPR art. 12(3): one month; Cal. Civ. Code § 1798.130(a)(2): 45 days; PDPL: 30 days), so the mail and
 * the queue never name different dates.
 */
export function dataRequestFacts(record: DataRequestRecord): DataRequestFacts {
  const { metadata } = record.lead;
  const requested = metadata.request_type;
  const typeKey =
    typeof requested === "string" && Object.hasOwn(TYPE_KEYS, requested)
      ? TYPE_KEYS[requested as keyof typeof TYPE_KEYS]
      : "dataRequest.types.unknown";
  const due = dueDates(record.receivedAt, metadata);
  const deadlines = [due.gdpr, due.ccpa, due.pdpl]
    .filter((date) => date !== undefined)
    .map(Date.parse);
  return {
    typeKey,
    regimeKey: `dataRequest.regimes.${due.law ?? "unstated"}`,
    due,
    answerBy: Math.min(...deadlines),
  };
}
