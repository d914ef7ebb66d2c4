export { TranslationProvider, useTranslation } from "./translation-provider";
export type { TranslationBinding } from "./translation-provider";
export { createPrerenderedTranslator } from "../prerendered/prerendered-translator";
export type { PluralForms, PrerenderedStrings } from "../prerendered/prerendered-strings";
export type {
  TranslateFunction,
  TranslateOptions,
  Translator,
} from "../translate/create-translator";
