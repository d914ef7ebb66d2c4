import { randomUUID } from "node:crypto";
import { accessRequestSchema, verifySchema } from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { replyJson } from "../../http/reply";
import { maskEmail } from "../../log/mask-personal-data";
import { mailTranslator } from "../../mail/templates/mail-layout";
import type { DataroomContext } from "../dataroom-context";
import type { SubmissionVerification } from "../dataroom-types";
import { summaryJson } from "../document-json";
import { jsonBody } from "../../http/json-body";
import { validate } from "../../http/validate";
import { newVerificationToken, VERIFICATION_TOKEN_TTL_MS } from "../verification-token";
import { dataroomRateLimit } from "./dataroom-rate-limit";

const REQUEST_BODY_LIMIT = 16_384;
const VERIFY_BODY_LIMIT = 1_024;

const VERIFY_STATUS: Record<SubmissionVerification["outcome"], number> = {
  verified: 200,
  // Conflict with the submission's state: it is already verified (RFC 9110 section 15.5.10).
  used: 409,
  // Gone: the link existed but no longer works (RFC 9110 section 15.5.11).
  expired: 410,
  unknown: 404,
};

/**
 * The anonymous endpoints:
 * - `GET /catalog` — titles and descriptions of the documents, never a body
 * - `POST /requests` — a request for access, stored as an unverified submission with a link
 *   mailed to its address; `202 { status: "check-mailbox" }` whatever is stored about that
 *   address (no enumeration), and nothing of an earlier request or submission changes
 * - `POST /requests/verify {token, locale?}` — follows that link once, within three days: only
 *   then does the request reach the console (or correct the pending one of that address)
 */
export function registerPublicRoutes(route: Hono<AppEnv>, dr: DataroomContext): void {
  route.get("/catalog", dataroomRateLimit(dr, "dataroom-catalog"), async (c) =>
    replyJson(c, 200, { documents: (await dr.dataroom.listDocuments()).map(summaryJson) }),
  );

  route.post(
    "/requests",
    dataroomRateLimit(dr, "dataroom-requests"),
    jsonBody(REQUEST_BODY_LIMIT),
    validate("json", accessRequestSchema),
    async (c) => {
      const request = c.req.valid("json");
      const now = dr.now();
      const id = randomUUID();
      const stored = await dr.dataroom.submitRequest({
        id,
        ...request,
        requestedAt: now,
        token: newVerificationToken(),
        expiresAt: now + VERIFICATION_TOKEN_TTL_MS,
      });
      c.set("logFields", {
        accessSubmissionId: stored ? id : null,
        email: maskEmail(request.email),
      });
      // The same answer whether or not the address has requests or submissions already.
      return replyJson(c, 202, { status: "check-mailbox" });
    },
  );

  route.post(
    "/requests/verify",
    dataroomRateLimit(dr, "dataroom-verify"),
    jsonBody(VERIFY_BODY_LIMIT),
    validate("json", verifySchema),
    async (c) => {
      const { token, locale } = c.req.valid("json");
      const verification: SubmissionVerification = token
        ? await dr.dataroom.verifySubmission(token, dr.now())
        : { outcome: "unknown" };
      const { outcome } = verification;
      c.set("logFields", {
        dataroomVerification: outcome,
        ...(verification.outcome === "verified" ? { accessRequestId: verification.requestId } : {}),
      });
      return replyJson(c, VERIFY_STATUS[outcome], {
        success: outcome === "verified",
        status: outcome,
        message: mailTranslator(locale)(`dataroomVerify.${outcome}`),
      });
    },
  );
}
