// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen, waitFor, configure } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeDataroomApi, renderInRoom } from "../dataroom-test-kit";
import { AccessCodeForm } from "./access-code-form";

// The first render of a file imports the whole tree under jsdom; give it time on 2 cores.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function enter(code: string, button = "Open the data room") {
  fireEvent.change(screen.getByLabelText(/Access code|Zugangscode|رمز الوصول/), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole("button", { name: button }));
}

describe("given the access-code form", () => {
  it("when the code is refused, says so in one message for all causes and keeps the code", async () => {
    fakeDataroomApi({ "POST /session": apiError(401, "invalid_code") });
    renderInRoom(<AccessCodeForm headingId="h" />, { path: "/dataroom/access" });
    enter("K7QM-3XHP-9TRW-C4NX");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This access code is not valid. It may be mistyped, expired or revoked.",
    );
    expect(screen.getByLabelText(/Access code/)).toHaveValue("K7QM-3XHP-9TRW-C4NX");
    expect(screen.getByTestId("location")).toHaveTextContent("/dataroom/access");
  });

  it("when locked out, tells the visitor in Arabic how many minutes to wait", async () => {
    fakeDataroomApi({
      "POST /session": apiError(429, "locked", {}, { "Retry-After": "780" }),
    });
    renderInRoom(<AccessCodeForm headingId="h" />, { locale: "ar", path: "/ar/dataroom/access" });
    enter("AAAA-BBBB-CCCC-DDDD", "افتحوا غرفة البيانات");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "يُرجى الانتظار 13 دقيقة قبل المحاولة مجددًا",
    );
  });

  it("when the code opens a session, goes to the room in the visitor's language", async () => {
    const { seen } = fakeDataroomApi({ "POST /session": { status: 204 } });
    renderInRoom(<AccessCodeForm headingId="h" />, { locale: "de", path: "/de/dataroom/access" });
    enter(" k7qm 3xhp 9trw c4nv ", "Datenraum öffnen");
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/de\/dataroom$/),
    );
    expect(seen[0]?.body).toEqual({ code: "k7qm 3xhp 9trw c4nv" });
  });

  it("when the visitor came from a document, opens that document", async () => {
    fakeDataroomApi({ "POST /session": { status: 204 } });
    renderInRoom(<AccessCodeForm headingId="h" />, {
      path: "/dataroom/access?next=company-overview",
    });
    enter("K7QM-3XHP-9TRW-C4NV");
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/dataroom/company-overview"),
    );
  });

  it("when sent empty, asks for the code without calling the API", async () => {
    const { seen } = fakeDataroomApi({});
    renderInRoom(<AccessCodeForm headingId="h" />, { path: "/dataroom/access" });
    enter("");
    await waitFor(() =>
      expect(screen.getByLabelText(/Access code/)).toHaveAttribute("aria-invalid", "true"),
    );
    expect(seen).toEqual([]);
  });
});
