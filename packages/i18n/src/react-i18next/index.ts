export { I18nextTranslationProvider } from "./i18next-translation-provider";
export { createTranslator } from "../translate/create-translator";
export type { I18nextTranslator } from "../translate/create-translator";
