export { TranslationProvider, useTranslation } from "./translation-provider";
export { createTranslator } from "../translate/create-translator";
export type {
  TranslateFunction,
  TranslateOptions,
  Translator,
} from "../translate/create-translator";
