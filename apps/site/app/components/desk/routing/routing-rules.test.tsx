// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderInSite } from "../../api/api-test-kit";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import { deskLead, session } from "../desk-test-kit";
import { ReplyBadge } from "../inbox/reply-badge";
import { LeadHistory } from "../lead/lead-history";
import { RoutingRules } from "./routing-rules";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const STAFF = {
  status: 200,
  body: {
    staff: [
      { id: "s-ana", name: "Ana" },
      { id: "s-ben", name: "Ben" },
    ],
    you: "s-ana",
  },
};
const RULE = {
  id: "rule-1",
  name: "German",
  criterion: "locale",
  value: "de",
  members: ["s-ana"],
};

function renderRouting(locale: "en" | "de" | "ar" = "en") {
  const api = fakeApi("/v1/desk", {
    "GET /staff": STAFF,
    "GET /routing": { status: 200, body: { rules: [RULE], fallbackOwnerId: null } },
    "PUT /routing": () => ({ status: 200, body: api.seen.at(-1)?.body }),
  });
  renderInSite(
    <DeskQueryProvider>
      <RoutingRules session={session(["owner"])} />
    </DeskQueryProvider>,
    { locale, path: locale === "en" ? "/desk/staff" : `/${locale}/desk/staff` },
  );
  return api;
}

describe("the routing rules", () => {
  it("shows the stored rules and saves an added rule, its team and the fallback owner", async () => {
    const api = renderRouting();
    const first = (await screen.findByRole("group", { name: "Rule 1" })) as HTMLElement;
    expect(within(first).getByLabelText("Name")).toHaveValue("German");
    expect(within(first).getByRole("checkbox", { name: "Ana" })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Add a rule" }));
    const second = screen.getByRole("group", { name: "Rule 2" });
    fireEvent.change(within(second).getByLabelText("Name"), { target: { value: "Demos" } });
    fireEvent.change(within(second).getByLabelText("When the lead's"), {
      target: { value: "lead-type" },
    });
    fireEvent.change(within(second).getByLabelText("is"), { target: { value: "demo-request" } });
    fireEvent.click(within(second).getByRole("checkbox", { name: "Ben" }));
    fireEvent.click(within(second).getByRole("checkbox", { name: "Ana" }));
    fireEvent.change(screen.getByLabelText("Fallback owner"), { target: { value: "s-ben" } });
    fireEvent.click(screen.getByRole("button", { name: "Save routing" }));
    expect(await screen.findByText("Routing saved.")).toBeInTheDocument();
    const put = api.seen.find((request) => request.method === "PUT");
    expect(put?.headers["X-CSRF-Token"]).toBe("csrf-desk");
    expect(put?.body).toEqual({
      rules: [
        RULE,
        {
          name: "Demos",
          criterion: "lead-type",
          value: "demo-request",
          members: ["s-ben", "s-ana"],
        },
      ],
      fallbackOwnerId: "s-ben",
    });
  });

  it("reorders rules: the first match wins, so the order is saved", async () => {
    const api = renderRouting();
    await screen.findByRole("group", { name: "Rule 1" });
    fireEvent.click(screen.getByRole("button", { name: "Add a rule" }));
    const second = screen.getByRole("group", { name: "Rule 2" });
    fireEvent.change(within(second).getByLabelText("Name"), { target: { value: "Second" } });
    fireEvent.change(within(second).getByLabelText("is"), { target: { value: "x" } });
    fireEvent.click(within(second).getByRole("checkbox", { name: "Ben" }));
    fireEvent.click(within(second).getByRole("button", { name: "Move up" }));
    fireEvent.click(screen.getByRole("button", { name: "Save routing" }));
    await screen.findByText("Routing saved.");
    const put = api.seen.find((request) => request.method === "PUT");
    expect((put?.body as { rules: { name: string }[] }).rules.map((rule) => rule.name)).toEqual([
      "Second",
      "German",
    ]);
  });

  it("is in German and Arabic too", async () => {
    renderRouting("ar");
    expect(await screen.findByRole("heading", { name: "توزيع العملاء المحتملين" })).toBeVisible();
    cleanup();
    renderRouting("de");
    expect(await screen.findByRole("heading", { name: "Lead-Zuweisung" })).toBeVisible();
  });
});

describe("the reply badge of the inbox", () => {
  const now = Date.parse("2026-03-02T12:00:00.000Z");
  it("says due, overdue or answered in words, not only in colour", () => {
    renderInSite(
      <ul>
        <li>
          <ReplyBadge lead={deskLead({ replyBy: "2026-03-02T14:30:00.000Z" })} now={now} />
        </li>
        <li>
          <ReplyBadge lead={deskLead({ replyBy: "2026-03-02T11:00:00.000Z" })} now={now} />
        </li>
        <li>
          <ReplyBadge lead={deskLead({ firstContactAt: "2026-03-02T10:00:00.000Z" })} now={now} />
        </li>
      </ul>,
      { locale: "en", path: "/desk" },
    );
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(/^Due /);
    expect(items[1]).toHaveTextContent(/^Overdue since /);
    expect(items[2]).toHaveTextContent("Answered");
  });
});

describe("a routed lead's history", () => {
  it("names the rule that assigned the lead, or the fallback owner, done by the routing", () => {
    const staff = { staff: [{ id: "s-ana", name: "Ana" }], you: "s-ana" };
    const at = "2026-03-02T12:00:00.000Z";
    renderInSite(
      <LeadHistory
        staff={staff}
        history={[
          {
            event: "routed",
            actorId: "routing",
            actorEmail: "",
            details: { ruleId: "rule-1", rule: "German", ownerId: "s-ana" },
            at,
          },
          {
            event: "routed",
            actorId: "routing",
            actorEmail: "",
            details: { ruleId: "fallback", rule: null, ownerId: "s-ana" },
            at,
          },
        ]}
      />,
      { locale: "en", path: "/desk/leads/lead-1" },
    );
    expect(screen.getByText("Assigned to Ana by the routing rule “German”")).toBeVisible();
    expect(screen.getByText("Assigned to the fallback owner, Ana")).toBeVisible();
    expect(screen.getAllByText("Lead routing")).toHaveLength(2);
  });
});
