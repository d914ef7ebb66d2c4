import { useTranslation, type TranslateFunction } from "@vantreo/i18n/react";
import { useMemo } from "react";

/** A namespace's strings without options, each looked up once (see {@link useLabels}). */
export type Labels = (key: string) => string;

/** `t` with a memory: each key is looked up once. */
function remembered(t: TranslateFunction): Labels {
  const known = new Map<string, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) {
      text = t(key);
      known.set(key, text);
    }
    return text;
  };
}

/**
 * `t(key)` for keys that take no options, each key looked up once while the component lives
 * (and while its language stays). A long list's rows take it as a prop instead of calling
 * `useTranslation` and `t` in every row: a section of 50 rows asked i18next for the same dozen
 * strings a thousand times on every visit (issue 31's profile of the section switches).
 */
export function useLabels(ns: string): Labels {
  const { t } = useTranslation(ns);
  return useMemo(() => remembered(t), [t]);
}
