// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderInSite } from "../../api/api-test-kit";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import { session } from "../desk-test-kit";
import { AlertRules } from "./alert-rules";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const STORED = {
  id: "alert-1",
  name: "Demos",
  channel: "slack",
  maskedUrl: "https://hooks.slack.com/…6789",
  leadTypes: ["demo-request"],
  locale: "en",
  enabled: true,
};
const TEAMS_URL =
  "https://prod-12.westus.logic.azure.com:443/workflows/abc123/triggers/manual/paths/invoke?sig=s3cret";

function renderAlerts(locale: "en" | "de" | "ar" = "en") {
  const api = fakeApi("/v1/desk", {
    "GET /alerts": { status: 200, body: { rules: [STORED] } },
    "PUT /alerts": () => ({ status: 200, body: { rules: [STORED] } }),
  });
  renderInSite(
    <DeskQueryProvider>
      <AlertRules session={session(["owner"])} />
    </DeskQueryProvider>,
    { locale, path: locale === "en" ? "/desk/staff" : `/${locale}/desk/staff` },
  );
  return api;
}

describe("the chat alert rules", () => {
  it("shows a stored rule with its URL masked, and saves it without a URL next to a new Teams rule", async () => {
    const api = renderAlerts();
    const first = (await screen.findByRole("group", { name: "Alert 1" })) as HTMLElement;
    expect(within(first).getByLabelText("Webhook URL")).toHaveValue("");
    expect(within(first).getByText(/Stored: https:\/\/hooks\.slack\.com\/…6789\./)).toBeVisible();
    expect(within(first).getByRole("checkbox", { name: "Demo request" })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Add an alert" }));
    const second = screen.getByRole("group", { name: "Alert 2" });
    fireEvent.change(within(second).getByLabelText("Name"), { target: { value: "Every lead" } });
    fireEvent.change(within(second).getByLabelText("Channel"), { target: { value: "teams" } });
    fireEvent.change(within(second).getByLabelText("Webhook URL"), {
      target: { value: TEAMS_URL },
    });
    fireEvent.change(within(second).getByLabelText("Language of the alert"), {
      target: { value: "ar" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save alerts" }));
    expect(await screen.findByText("Alerts saved.")).toBeInTheDocument();
    const put = api.seen.find((request) => request.method === "PUT");
    expect(put?.headers["X-CSRF-Token"]).toBe("csrf-desk");
    const { maskedUrl: _masked, ...stored } = STORED;
    expect(put?.body).toEqual({
      rules: [
        stored,
        {
          name: "Every lead",
          channel: "teams",
          webhookUrl: TEAMS_URL,
          leadTypes: [],
          locale: "ar",
          enabled: true,
        },
      ],
    });
    // Saved: the typed URL is gone from the page; only the masked one comes back.
    expect(screen.queryByDisplayValue(TEAMS_URL)).toBeNull();
  });

  it("refuses a URL that is not the channel's webhook in the desk's language, sending nothing", async () => {
    const api = renderAlerts("de");
    const first = (await screen.findByRole("group", { name: "Benachrichtigung 1" })) as HTMLElement;
    fireEvent.change(within(first).getByLabelText("Webhook-URL"), {
      target: { value: "https://hooks.slack.com.evil.example/services/T1/B2/x" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Benachrichtigungen speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Benachrichtigung 1: Bitte die URL eines eingehenden Slack-Webhooks eingeben",
    );
    expect(api.seen.some((request) => request.method === "PUT")).toBe(false);
  });

  it("is in Arabic too, the URL field left to right", async () => {
    renderAlerts("ar");
    expect(await screen.findByRole("heading", { name: "تنبيهات الدردشة" })).toBeVisible();
    const first = screen.getByRole("group", { name: "التنبيه 1" });
    expect(within(first).getByRole("textbox", { name: /URL/ })).toHaveAttribute("dir", "ltr");
  });
});
