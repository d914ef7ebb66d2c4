// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen, waitFor, configure } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataroomQueryClient } from "../dataroom-query-provider";
import { apiError, fakeDataroomApi, renderInRoom } from "../dataroom-test-kit";
import RoomLive from "./room-live";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  dataroomQueryClient.clear();
  vi.unstubAllGlobals();
});

const CATALOG = {
  documents: [
    {
      slug: "company-overview",
      title: "Company overview",
      description: "Who Vantreo Data & AI is.",
      updatedAt: "2026-01-14T00:00:00.000Z",
    },
  ],
};
const ME = {
  email: "dana@fund.example",
  name: "Dana Whitfield",
  firm: "Peachtree Growth Partners",
  expiresAt: "2026-01-14T18:00:00.000Z",
  csrfToken: "csrf-investor",
};

describe("given the room's catalogue", () => {
  it("shows titles and descriptions without links to a visitor without a session", async () => {
    fakeDataroomApi({
      "GET /catalog": { status: 200, body: CATALOG },
      "GET /me": apiError(401, "no_session"),
    });
    renderInRoom(<RoomLive headingId="h" />);
    expect(screen.getByText("Loading the list of documents…")).toHaveAttribute("role", "status");
    expect(await screen.findByRole("heading", { name: "Company overview" })).toBeVisible();
    expect(screen.getByText("Who Vantreo Data & AI is.")).toBeVisible();
    expect(screen.getByText("Updated January 14, 2026")).toBeVisible();
    await waitFor(() =>
      expect(dataroomQueryClient.getQueryState(["dataroom", "me"])?.status).toBe("error"),
    );
    expect(screen.queryByRole("link", { name: /Read the document/ })).toBeNull();
  });

  it("links each title to its document in the visitor's language when there is a session", async () => {
    fakeDataroomApi({
      "GET /catalog": { status: 200, body: CATALOG },
      "GET /me": { status: 200, body: ME },
    });
    renderInRoom(<RoomLive headingId="h" />, { locale: "de", path: "/de/dataroom" });
    expect(
      await screen.findByRole("link", { name: "Dokument lesen Company overview" }),
    ).toHaveAttribute("href", "/de/dataroom/company-overview");
    expect(screen.getByText(`Angemeldet als \u2068${ME.email}\u2069`)).toBeVisible();
  });

  it("signs out with the session's CSRF token and says so", async () => {
    let signedIn = true;
    const { seen } = fakeDataroomApi({
      "GET /catalog": { status: 200, body: CATALOG },
      "GET /me": () => (signedIn ? { status: 200, body: ME } : apiError(401, "no_session")),
      "POST /logout": () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    renderInRoom(<RoomLive headingId="h" />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("You have signed out of the data room.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
    expect(seen.find((r) => r.path === "/logout")?.headers["X-CSRF-Token"]).toBe("csrf-investor");
  });

  it("offers a retry when the list cannot be loaded, and says when the room is empty", async () => {
    let answer = apiError(503, "unavailable");
    fakeDataroomApi({ "GET /catalog": () => answer, "GET /me": apiError(401, "no_session") });
    renderInRoom(<RoomLive headingId="h" />);
    expect(
      await screen.findByText(/The list of documents could not be loaded/, {}, { timeout: 5000 }),
    ).toBeVisible();
    answer = { status: 200, body: { documents: [] } };
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByText("No documents have been published in the room yet.")).toBeVisible(),
    );
  });
});
