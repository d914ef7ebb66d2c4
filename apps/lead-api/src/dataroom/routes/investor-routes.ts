import type { Context, Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { reply, replyJson } from "../../http/reply";
import { accessCodeSelector, normalizeAccessCode } from "../auth/access-code";
import { newSecret, secretDigest, secretsMatch } from "../../auth/secret-digest";
import { clientKey, clientTrace } from "../../http/client-key";
import type { DataroomContext } from "../dataroom-context";
import { apiError } from "../../http/api-error";
import type { InvestorSession as InvestorSessionJson } from "@vantreo/contracts/core";
import type { GrantWithRequest } from "../dataroom-types";
import { documentJson, summaryJson } from "../document-json";
import { jsonBody } from "../../http/json-body";
import { validate } from "../../http/validate";
import { investorCodeSchema } from "@vantreo/contracts";
import { investorSession } from "../session-guards";
import { sessionCookie } from "../session-cookie";
import { dataroomRateLimit } from "./dataroom-rate-limit";

const CODE_BODY_LIMIT = 1024;

/** The grant a typed code opens, or null: unknown, replaced, revoked and expired codes alike. */
async function grantFor(
  dr: DataroomContext,
  code: string | null,
): Promise<{
  ok: boolean;
  grant: GrantWithRequest | null;
}> {
  const canonical = normalizeAccessCode(code);
  if (!canonical) return { ok: false, grant: null };
  const digest = secretDigest(canonical);
  const grant = await dr.dataroom.findGrantByCode(digest);
  // The lookup is by digest; the constant-time check guards against any driver quirk all the same.
  const ok =
    grant !== null &&
    secretsMatch(grant.codeDigest, digest) &&
    grant.endedAt === null &&
    grant.expiresAt > dr.now() &&
    grant.request.status === "approved";
  return { ok, grant };
}

async function startSession(dr: DataroomContext, c: Context<AppEnv>, grant: GrantWithRequest) {
  const token = newSecret();
  const createdAt = dr.now();
  // A session never outlives the code that opened it.
  const expiresAt = Math.min(createdAt + dr.sessionMs, grant.expiresAt);
  await dr.dataroom.createSession(
    {
      tokenDigest: secretDigest(token),
      requestId: grant.requestId,
      grantId: grant.id,
      csrfToken: newSecret(),
      createdAt,
      expiresAt,
    },
    {
      at: createdAt,
      event: "session_start",
      email: grant.request.email,
      slug: null,
      title: null,
      ...clientTrace(dr, c),
    },
  );
  const maxAge = Math.ceil((expiresAt - createdAt) / 1000);
  return reply(c, 204, null, {
    "Set-Cookie": sessionCookie(token, maxAge, dr.cookieSecure),
  });
}

/**
 * The investor's endpoints:
 * - `POST /session` `{ code }` — a valid code opens a session (cookie `vdr_session`); `401
 *   invalid_code` for every kind of bad code; `429 locked` with `Retry-After` while the
 *   (code selector, address) pair is slowed down (`THROTTLE_POLICY`)
 * - `GET /me`, `GET /documents`, `GET /documents/:slug` (each view is logged) — `401 no_session`
 * - `POST /logout` — ends the session (CSRF-checked)
 */
export function registerInvestorRoutes(route: Hono<AppEnv>, dr: DataroomContext): void {
  route.post(
    "/session",
    dataroomRateLimit(dr, "dataroom-session"),
    jsonBody(CODE_BODY_LIMIT),
    validate("json", investorCodeSchema),
    async (c) => {
      const { code } = c.req.valid("json");
      // Throttled per (code selector, address): one address behind a shared proxy typing bad codes
      // slows down only its own attempts at those codes, never another investor's.
      const pair = {
        scope: "dataroom-code",
        account: accessCodeSelector(code),
        address: clientKey(dr, c),
      };
      const outcome = await dr.throttle.guard(pair, async () => {
        const found = await grantFor(dr, code);
        if (!found.ok) {
          await dr.dataroom.appendAudit({
            at: dr.now(),
            event: "code_refused",
            email: found.grant?.request.email ?? null,
            slug: null,
            title: null,
            ...clientTrace(dr, c),
          });
        }
        return found;
      });
      if (outcome.throttled)
        return apiError(c, 429, "locked", {
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        });
      const { grant } = outcome.result;
      if (!outcome.result.ok || !grant) return apiError(c, 401, "invalid_code");
      return startSession(dr, c, grant);
    },
  );

  route.get("/me", async (c) => {
    const session = await investorSession(dr, c);
    if (session instanceof Response) return session;
    const { email, name, firm } = session.request;
    return replyJson(c, 200, {
      email,
      name,
      firm,
      expiresAt: new Date(session.expiresAt).toISOString(),
      csrfToken: session.csrfToken,
    } satisfies InvestorSessionJson);
  });

  route.get("/documents", async (c) => {
    const session = await investorSession(dr, c);
    if (session instanceof Response) return session;
    return replyJson(c, 200, { documents: (await dr.dataroom.listDocuments()).map(summaryJson) });
  });

  route.get("/documents/:slug", async (c) => {
    const session = await investorSession(dr, c);
    if (session instanceof Response) return session;
    const document = await dr.dataroom.findDocument(c.req.param("slug"));
    if (!document) return apiError(c, 404, "not_found");
    const viewedAt = dr.now();
    const { email } = session.request;
    // The view is on record before a byte of the document leaves: each view is logged.
    await dr.dataroom.appendAudit({
      at: viewedAt,
      event: "view",
      email,
      slug: document.slug,
      title: document.title,
      ...clientTrace(dr, c),
    });
    return replyJson(c, 200, documentJson(document, email, viewedAt));
  });

  route.post("/logout", async (c) => {
    const session = await investorSession(dr, c, { csrf: true });
    if (session instanceof Response) return session;
    await dr.dataroom.deleteSession(session.tokenDigest);
    return reply(c, 204, null, { "Set-Cookie": sessionCookie("", 0, dr.cookieSecure) });
  });
}
