import type { StringTree } from "../../instance/resource-types";

/** Field chrome shared by every form the packages render, independent of the field. */
export const forms = {
  required: "Required",
  optional: "Optional",
  requiredHint: "Fields marked with an asterisk (*) are required.",
  fieldError: "Error: {{message}}",
  charactersRemaining_one: "{{count, number}} character remaining",
  charactersRemaining_other: "{{count, number}} characters remaining",
  errorCount_one: "There is {{count, number}} error in this form",
  errorCount_other: "There are {{count, number}} errors in this form",
  selectPlaceholder: "Select an option",
  invalidEmail: "Enter an email address in the format name@company.com",
  tooShort_one: "Enter at least {{count, number}} character",
  tooShort_other: "Enter at least {{count, number}} characters",
  tooLong_one: "Enter no more than {{count, number}} character",
  tooLong_other: "Enter no more than {{count, number}} characters",
} as const satisfies StringTree;
