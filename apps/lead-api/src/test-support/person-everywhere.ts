import { LEAD_MAGNET_LEAD_TYPE, LEAD_MAGNET_METADATA_KEY } from "@vantreo/leads";
import { expect } from "vitest";
import { calBody, checkoutSession, postCal, postStripe, stripeBody } from "./integration-kit";
import { seedDataroomDocuments } from "../dataroom/seed-documents";
import type { LeadStore } from "../store/lead-store";
import {
  adminLogin,
  approve,
  cookieOf,
  dataroomApp,
  enterCode,
  fileRequest,
  getWith,
  SEED_DIR,
  SITE,
} from "./dataroom-kit";
import { addStaff, signIn } from "./staff-kit";
import { contactLead, postJson, postLead, send, type TestApp } from "./test-app";

/** What {@link storePersonEverywhere} left about one person. */
export type StoredPerson = {
  email: string;
  userAgent: string;
  leadId: string;
  requestId: string;
  sessionCookie: string;
  /** Strings that identify the person; none may survive an erasure anywhere in the database. */
  probes: string[];
};

// The store and clock of each app, so a desk note can be written by a signed-in staff member.
const deskStores = new WeakMap<TestApp, { store: LeadStore; now: () => number }>();

/** The data-room app with its documents seeded, for {@link storePersonEverywhere}. */
export async function appWithDataroom(store: LeadStore, now: () => number): Promise<TestApp> {
  const app = dataroomApp(store, now);
  deskStores.set(app, { store, now });
  await seedDataroomDocuments(store.dataroom, SEED_DIR, now());
  // A chat alert rule for every lead, so each lead queues an alert row about the person too.
  await store.alerts.saveRules(
    {
      rules: [
        {
          name: "Every lead",
          channel: "slack",
          webhookUrl: "https://hooks.slack.com/services/T0PROBE/B0PROBE/probe0secret",
          leadTypes: [],
          locale: "en",
          enabled: true,
        },
      ],
    },
    now(),
  );
  return app;
}

/**
 * Stores one person in every table that can hold them, through the public API only: a contact
 * lead with an idempotency key (and its CRM outbox row and e-mails), a newsletter signup (its
 * pending subscription and confirmation e-mail), a service brief request (its download link and
 * delivery e-mail), its chat alert (the app's rule alerts every lead), a /data-rights request, a data-room
 * request that the admin approves, an investor session opened with the code, and a document
 * view (access-log rows for the approval, the session start and the view).
 */
export async function storePersonEverywhere(app: TestApp, n: number): Promise<StoredPerson> {
  const email = `investor.${n}@example.com`;
  const userAgent = `ProbeBrowser/${n}.0 (person ${n})`;
  const lead = await postLead(
    app,
    contactLead(n, {
      email,
      firstName: `Firstname${n}`,
      lastName: `Lastname${n}`,
      phone: `+1404555${String(n).padStart(4, "0")}`,
      company: `Company${n} Holdings`,
      message: `Lead message number ${n} about our data platform.`,
    }),
    { headers: { "Idempotency-Key": `person-${n}-lead` } },
  );
  expect(lead.status).toBe(201);
  const leadId = ((await lead.json()) as { leadId: string }).leadId;
  // The reply clock's escalation about the lead (src/pipeline), as the sweep queues it.
  const deskStore = deskStores.get(app);
  if (deskStore)
    await deskStore.store.pipeline.queueNotice(leadId, "lead-reply-escalation", deskStore.now());
  // A note a salesperson wrote on the lead desk is about the person too.
  const desk = deskStores.get(app);
  if (!desk) throw new Error("storePersonEverywhere: build the app with appWithDataroom");
  const seller = await addStaff(desk.store, "desk.sales@vantreo.com", ["sales"], desk.now());
  const auth = await signIn(app, seller, desk.now());
  const note = await postJson(
    app,
    `/v1/desk/leads/${leadId}/notes`,
    { text: `Desk note ${n} after the call.` },
    { headers: { Cookie: auth.cookie, "X-CSRF-Token": auth.csrf, Origin: SITE } },
  );
  expect(note.status).toBe(201);
  // A reply sent from the desk (src/replies): its text and its queued mail are about the person.
  const reply = await postJson(
    app,
    `/v1/desk/leads/${leadId}/replies`,
    { subject: `Desk reply subject ${n}`, body: `Desk reply ${n} with a proposal.` },
    { headers: { Cookie: auth.cookie, "X-CSRF-Token": auth.csrf, Origin: SITE } },
  );
  expect(reply.status).toBe(201);
  const signOut = await send(
    app,
    "/v1/staff/session",
    { method: "DELETE" },
    { headers: { Cookie: auth.cookie, "X-CSRF-Token": auth.csrf, Origin: SITE } },
  );
  expect(signOut.status).toBe(204);
  // A newsletter signup: its pending subscription and confirmation mail are about the person too.
  const signup = await postLead(
    app,
    contactLead(n, { email, leadType: "newsletter", source: "footer", message: "" }),
  );
  expect(signup.status).toBe(201);
  // A service brief requested on a service page: its download link is about the person too.
  const brief = await postLead(
    app,
    contactLead(n, {
      email,
      leadType: LEAD_MAGNET_LEAD_TYPE,
      source: "service-page",
      message: "",
      metadata: { marketing_consent: false, [LEAD_MAGNET_METADATA_KEY]: "mlops-model-operations" },
    }),
  );
  expect(brief.status).toBe(201);
  const rights = await postLead(
    app,
    contactLead(n, { email, leadType: "data-rights", message: `Rights request ${n} text.` }),
  );
  expect(rights.status).toBe(201);
  // A call booked on the scheduling pages and a package paid at the checkout, by signed webhook.
  const now = desk.now();
  const booked = await postCal(
    app,
    calBody("BOOKING_CREATED", {
      uid: `person-${n}-booking`,
      attendees: [{ name: `Firstname${n} Lastname${n}`, email, timeZone: "Europe/Berlin" }],
      additionalNotes: `Booking note ${n} for the call.`,
    }),
  );
  expect(booked.status).toBe(200);
  const paid = await postStripe(
    app,
    stripeBody(
      "checkout.session.completed",
      checkoutSession({
        id: `cs_person_${n}`,
        payment_intent: `pi_person_${n}`,
        customer_details: { email, name: `Firstname${n} Lastname${n}` },
      }),
      `evt_person_${n}`,
      now,
    ),
    { timestamp: Math.floor(now / 1000) },
  );
  expect(paid.status).toBe(200);
  const requestId = await fileRequest(app, n, {
    name: `Investor Name${n}`,
    firm: `Firm${n} Capital`,
    message: `Data room note ${n}.`,
  });
  const code = await approve(app, await adminLogin(app), requestId);
  const session = await enterCode(app, code, { headers: { "User-Agent": userAgent } });
  expect(session.status).toBe(204);
  const sessionCookie = cookieOf(session);
  const view = await getWith(app, "/v1/dataroom/documents/company-overview", sessionCookie, {
    headers: { "User-Agent": userAgent },
  });
  expect(view.status).toBe(200);
  return {
    email,
    userAgent,
    leadId,
    requestId,
    sessionCookie,
    probes: [
      email,
      userAgent,
      `Firstname${n}`,
      `Lastname${n}`,
      `4045550${String(n).padStart(3, "0")}`,
      `Company${n} Holdings`,
      `Lead message number ${n}`,
      `Rights request ${n}`,
      `Investor Name${n}`,
      `Firm${n} Capital`,
      `Data room note ${n}`,
      `Desk note ${n}`,
      `Desk reply ${n}`,
      `Desk reply subject ${n}`,
      `Booking note ${n}`,
    ],
  };
}
