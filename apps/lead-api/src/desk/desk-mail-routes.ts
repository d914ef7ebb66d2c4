import { basename } from "node:path";
import {
  mailListQuerySchema,
  type MailDetail,
  type MailPage,
  type MailPreview,
} from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "../http/reply";
import { mailPreviews } from "../mail/mail-previews";
import { listMailFiles } from "../mail/mail-transport";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";
import { apiError } from "../http/api-error";
import { validate } from "../http/validate";
import { mailDetail, mailSummary } from "./desk-mail-view";

/**
 * The desk's view of the e-mails, for owners only (they hold visitors' addresses and messages):
 * the `.eml` files the relay wrote to `<dataDir>/mail/` when no SMTP URL is set, newest first,
 * one of them parsed, and every template previewed in every language it is sent in. With an
 * SMTP URL the mails left the building: the list says so and is empty.
 */
export function registerDeskMailRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const owner = requireCapability(sc, "mail");
  const { dataDir, smtpUrl } = sc.config;
  const transport = smtpUrl ? "smtp" : "files";

  route.get("/mail", owner, validate("query", mailListQuerySchema), async (c) => {
    const { page, size } = c.req.valid("query");
    const files = transport === "smtp" ? [] : listMailFiles(dataDir).reverse();
    const items = await Promise.all(
      files.slice((page - 1) * size, page * size).map((path) => mailSummary(path)),
    );
    return replyJson(c, 200, {
      transport,
      items,
      total: files.length,
      page,
      size,
    } satisfies MailPage);
  });

  route.get("/mail/previews", owner, (c) =>
    replyJson(c, 200, { previews: mailPreviews() satisfies MailPreview[] }),
  );

  route.get("/mail/:file", owner, async (c) => {
    // Only a name the listing returns is opened: the parameter is compared with the folder's
    // own entries, never joined into a path, so `../` or `%2f` cannot leave the folder (OWASP
    // ASVS 12.3.1).
    const name = c.req.param("file");
    const path =
      transport === "files"
        ? listMailFiles(dataDir).find((candidate) => basename(candidate) === name)
        : undefined;
    if (!path) return apiError(c, 404, "not_found");
    return replyJson(c, 200, { mail: (await mailDetail(path)) satisfies MailDetail });
  });
}
