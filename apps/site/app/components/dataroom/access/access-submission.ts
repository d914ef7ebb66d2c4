import { documentPath } from "../document-path";
import { errorText } from "../error-text";
import { fieldErrorKeys } from "../field-error-key";
import { investorApi } from "../investor-api";
import { nextDocument } from "./next-document";
import { validateAccessRequest } from "./validate-access-request";

/**
 * What the access forms run only once a visitor sends one: the checks of a request (with the
 * lead API's limits), the investor API client, the messages of a failure and the way on after a
 * code. One chunk, loaded on the first submit (`load-access-submission.ts`), so the page hydrates
 * its forms without it.
 */
export const accessSubmission = {
  validateAccessRequest,
  investorApi,
  errorText,
  fieldErrorKeys,
  nextDocument,
  documentPath,
};

/** The access forms' submission code, once its chunk has arrived. */
export type AccessSubmission = typeof accessSubmission;
