import type {
  ContactTimeline,
  LeadReplyList,
  MergeAnswer,
  ReplyDraft,
  ReplyInput,
  ReplySent,
  ReplyTemplateList,
} from "@vantreo/contracts/core";
import { deskRequest } from "../desk-api";

const lead = (id: string) => `/leads/${encodeURIComponent(id)}`;

/** The query keys of a lead's replies, draft and contact (never cached: DESK_QUERY_OPTIONS). */
export const REPLY_QUERY_KEYS = {
  templates: ["desk", "reply-templates"] as const,
  replies: (id: string) => ["desk", "leads", "replies", id] as const,
  contact: (id: string) => ["desk", "leads", "contact", id] as const,
};

/** One function per endpoint of replies, templates and contacts under /v1/desk. */
export const repliesApi = {
  templates: (signal?: AbortSignal) =>
    deskRequest<ReplyTemplateList>("/reply-templates", signal ? { signal } : {}),
  replies: (id: string, signal?: AbortSignal) =>
    deskRequest<LeadReplyList>(`${lead(id)}/replies`, signal ? { signal } : {}),
  /** The template filled for this lead (and the caller) in `locale`, with the signature. */
  draft: (id: string, template: string | null, locale: string) => {
    const query = new URLSearchParams({ locale, ...(template ? { template } : {}) });
    return deskRequest<ReplyDraft>(`${lead(id)}/reply-draft?${query.toString()}`);
  },
  send: (csrfToken: string, id: string, reply: ReplyInput) =>
    deskRequest<ReplySent>(`${lead(id)}/replies`, {
      method: "POST",
      body: reply,
      csrfToken,
    }),
  contact: (id: string, signal?: AbortSignal) =>
    deskRequest<ContactTimeline>(`${lead(id)}/contact`, signal ? { signal } : {}),
  /** Merges the duplicate `id` into `into` (same contact). */
  merge: (csrfToken: string, id: string, into: string) =>
    deskRequest<MergeAnswer>(`${lead(id)}/merge`, {
      method: "POST",
      body: { into },
      csrfToken,
    }),
};
