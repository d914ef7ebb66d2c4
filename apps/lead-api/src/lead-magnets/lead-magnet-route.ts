import { DEFAULT_LOCALE, LOCALE_CODES } from "@vantreo/i18n";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext, AppEnv } from "../app-env";
import { rateLimitGuard } from "../http/rate-limit-guard";
import { reply } from "../http/reply";
import { mailSettings } from "../mail/mail-settings";
import { leadMagnetRefusalPage } from "./lead-magnet-page";
import { LEAD_MAGNET_DOWNLOAD_PATH, leadMagnetFileUrl } from "./lead-magnet-paths";

// The tokens this API issues: 32 random bytes in base64url (43 characters).
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The link's query. A malformed value is not a 400 envelope (`validate`): the reader clicked a
 * mail, so every refusal is the page in their language; a bad token reads as unknown.
 */
const DownloadQuery = z.object({
  token: z.string().regex(TOKEN_SHAPE).catch(""),
  lang: z.enum(LOCALE_CODES).catch(DEFAULT_LOCALE),
});

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/**
 * `GET /v1/lead-magnets/download?token=…&lang=…`: while the link is valid (seven days), records
 * the download on the lead's link row and answers 303 to the brief's PDF on the site; an expired
 * link answers 410 and an unknown one 404, each with a page in the visitor's language (the
 * link's own language when the API knows the link, else `lang`).
 */
export function leadMagnetRoute(context: AppContext) {
  const { config, store, now } = context;
  const { siteUrl } = mailSettings(config);
  const route = new Hono<AppEnv>();
  route.get(LEAD_MAGNET_DOWNLOAD_PATH, rateLimitGuard(context, "lead-magnets"), async (c) => {
    const query = DownloadQuery.parse(c.req.query());
    const result = query.token
      ? await store.leadMagnets.download(query.token, now())
      : ({ outcome: "unknown" } as const);
    c.set("logFields", { leadMagnet: result.outcome });
    if (result.outcome === "downloaded")
      return reply(c, 303, null, {
        ...NO_STORE,
        Location: leadMagnetFileUrl(siteUrl, result.serviceId, result.locale),
      });
    const locale = result.outcome === "expired" ? result.locale : query.lang;
    return reply(
      c,
      result.outcome === "expired" ? 410 : 404,
      leadMagnetRefusalPage(locale, result.outcome, siteUrl),
      {
        ...NO_STORE,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Language": locale,
      },
    );
  });
  return route;
}
