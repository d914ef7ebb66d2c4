// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { LeadClient } from "@vantreo/leads";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { DATA_RIGHTS_PAGE_COPY } from "../../copy/data-rights-page";
import { DataRightsForm } from "./data-rights-form";
import {
  apiAnswer,
  renderInSite,
  sentLead,
  stubResizeObserver,
  testClient,
  unmountToasterAfterTest,
} from "./leads-test-kit";

const harness = vi.hoisted(() => ({ client: null as Pick<LeadClient, "submit"> | null }));
vi.mock("./lead-client", () => ({
  leadClient: { submit: (lead: never) => harness.client!.submit(lead) },
}));

beforeEach(() => stubResizeObserver());
afterEach(async () => {
  // The toaster mounts in its own root on a submission; unmount it before the document goes.
  await unmountToasterAfterTest();
  cleanup();
  vi.unstubAllGlobals();
});

it("sends a data-rights request with its type, without asking for marketing consent", async () => {
  const fetchMock = vi.fn(async () => apiAnswer(201, { success: true, leadId: "dr-1" }));
  harness.client = testClient(fetchMock);
  renderInSite(<DataRightsForm copy={DATA_RIGHTS_PAGE_COPY.form} headingId="h" />, {
    path: "/data-rights",
  });
  expect(screen.queryByRole("checkbox")).toBeNull();
  expect(screen.getByRole("radio", { name: /Access/ })).toBeChecked();

  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Cher" } });
  fireEvent.change(screen.getByLabelText(/Email address/), {
    target: { value: "cher@example.com" },
  });
  fireEvent.click(screen.getByRole("radio", { name: /Deletion/ }));
  fireEvent.change(screen.getByLabelText(/Details/), {
    target: { value: "Please also remove my newsletter subscription." },
  });
  fireEvent.click(screen.getByRole("button", { name: "Send request" }));
  await act(() => vi.dynamicImportSettled());
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });

  // A one-word name is fine here: only contact leads need a last name (spec section 5).
  expect(sentLead(fetchMock)).toMatchObject({
    firstName: "Cher",
    lastName: "",
    email: "cher@example.com",
    leadType: "data-rights",
    message: "Please also remove my newsletter subscription.\n\nSource: data-rights-page",
    metadata: { request_type: "deletion", marketing_consent: false },
  });
  expect(screen.getByRole("status")).toHaveTextContent(
    "Request received" +
      "We confirm your request by email within 10 business days and answer within the deadline that applies to you.",
  );
});
