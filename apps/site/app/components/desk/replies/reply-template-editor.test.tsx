// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffApp } from "../../../staff-app/staff-app-test-kit";
import { deskQueryClient } from "../desk-query-provider";
import { fakeDeskApi, session } from "../desk-test-kit";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const TEMPLATE = {
  id: "first-reply",
  locale: "de",
  name: "Erste Antwort auf eine Anfrage",
  subject: "Ihre Anfrage an Vantreo Data & AI",
  body: "Guten Tag {{name}},",
  updatedAt: null,
  updatedBy: null,
};

describe("given the mail section, an owner", () => {
  it("edits a reply template's language and saves it", async () => {
    const { seen } = fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["owner"]) },
      "GET /desk/reply-templates": { status: 200, body: { templates: [TEMPLATE] } },
      "PUT /desk/reply-templates/first-reply/de": {
        status: 200,
        body: { template: { ...TEMPLATE, subject: "Neu" } },
      },
    });
    renderStaffApp({ path: "/desk/mail" });
    fireEvent.change(await screen.findByLabelText("Template to edit"), {
      target: { value: "first-reply/de" },
    });
    expect(screen.getByText(/Placeholders: \{\{name\}\} the lead's full name/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Neu" } });
    fireEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(await screen.findByText("Template saved.")).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.find((r) => r.method === "PUT")?.body).toEqual({
        name: "Erste Antwort auf eine Anfrage",
        subject: "Neu",
        body: "Guten Tag {{name}},",
      }),
    );
  });
});
