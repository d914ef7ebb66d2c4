// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen, configure } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeDataroomApi, renderInRoom } from "../dataroom-test-kit";
import { AccessCodeForm } from "./access-code-form";
import { RequestAccessForm } from "./request-access-form";

// The submission chunk cannot be fetched (the connection dropped after the page loaded).
vi.mock("./access-submission", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("given the access forms and a submission chunk that cannot be fetched", () => {
  it("the request form says so in German, sends nothing and keeps everything typed", async () => {
    const { seen } = fakeDataroomApi({});
    renderInRoom(<RequestAccessForm headingId="h" />, {
      locale: "de",
      path: "/de/dataroom/access",
    });
    fireEvent.change(screen.getByLabelText(/Vollständiger Name/), {
      target: { value: "Dana Whitfield" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Anfrage senden" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Der Datenraum ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    );
    expect(screen.getByLabelText(/Vollständiger Name/)).toHaveValue("Dana Whitfield");
    expect(screen.getByRole("button", { name: "Anfrage senden" })).toBeEnabled();
    expect(seen).toEqual([]);
  });

  it("the code form says so in Arabic and keeps the code", async () => {
    fakeDataroomApi({});
    renderInRoom(<AccessCodeForm headingId="h" />, { locale: "ar", path: "/ar/dataroom/access" });
    fireEvent.change(screen.getByLabelText(/رمز الوصول/), {
      target: { value: "K7QM-3XHP-9TRW-C4NX" },
    });
    fireEvent.click(screen.getByRole("button", { name: "افتحوا غرفة البيانات" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "تعذّر الوصول إلى غرفة البيانات. تحقّقوا من اتصالكم وأعيدوا المحاولة.",
    );
    expect(screen.getByLabelText(/رمز الوصول/)).toHaveValue("K7QM-3XHP-9TRW-C4NX");
  });
});
