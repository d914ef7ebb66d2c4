import type { StringTree } from "../../instance/resource-types";

/** Feldelemente, die alle Formulare gemeinsam nutzen, auf Deutsch. */
export const forms = {
  required: "Pflichtfeld",
  optional: "Optional",
  requiredHint: "Mit einem Sternchen (*) markierte Felder sind Pflichtfelder.",
  fieldError: "Fehler: {{message}}",
  charactersRemaining_one: "Noch {{count, number}} Zeichen",
  charactersRemaining_other: "Noch {{count, number}} Zeichen",
  errorCount_one: "Dieses Formular enthält {{count, number}} Fehler",
  errorCount_other: "Dieses Formular enthält {{count, number}} Fehler",
  selectPlaceholder: "Bitte wählen",
  invalidEmail: "Geben Sie eine E-Mail-Adresse im Format name@unternehmen.de ein",
  tooShort_one: "Geben Sie mindestens {{count, number}} Zeichen ein",
  tooShort_other: "Geben Sie mindestens {{count, number}} Zeichen ein",
  tooLong_one: "Geben Sie höchstens {{count, number}} Zeichen ein",
  tooLong_other: "Geben Sie höchstens {{count, number}} Zeichen ein",
} satisfies StringTree;
