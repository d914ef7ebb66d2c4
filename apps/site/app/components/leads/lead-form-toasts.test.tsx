// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { LeadClient } from "@vantreo/leads";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Locale } from "@vantreo/i18n";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  memoryStorage,
  renderWithConsent,
  storedChoice,
  testRuntime,
} from "../consent/consent-test-harness";
import { LeadForm } from "./lead-form";
import {
  apiAnswer,
  stubResizeObserver,
  testClient,
  unmountToasterAfterTest,
} from "./leads-test-kit";
import { NewsletterSignup } from "./newsletter-signup";

const harness = vi.hoisted(() => ({ client: null as Pick<LeadClient, "submit"> | null }));
vi.mock("./lead-client", () => ({
  leadClient: { submit: (lead: never) => harness.client!.submit(lead) },
}));

type TagWindow = Window & { gtag?: (...args: unknown[]) => void };

function renderWithChoice(ui: ReactNode, choice: "accepted" | null, locale: Locale = "en") {
  const gtag = vi.fn();
  (window as TagWindow).gtag = gtag;
  const storage = memoryStorage(choice ? storedChoice(choice, Date.now() - 1000) : {});
  renderWithConsent(ui, { runtime: testRuntime({ storage }), locale, path: "/insights" });
  const timings = () => gtag.mock.calls.filter((call) => call[1] === "timing_complete");
  return { timings };
}

async function subscribe(email: string) {
  fireEvent.change(screen.getByLabelText(/Work email/), { target: { value: email } });
  fireEvent.click(screen.getByRole("checkbox"));
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
  await act(() => vi.dynamicImportSettled());
}

beforeEach(() => stubResizeObserver());
afterEach(async () => {
  await unmountToasterAfterTest();
  cleanup();
  vi.unstubAllGlobals();
  delete (window as TagWindow).gtag;
  document.documentElement.dir = "";
  harness.client = null;
});

describe("the footer newsletter, once sent", () => {
  it("confirms the subscription with a toast besides its own status, and times the submission", async () => {
    harness.client = testClient(async () => apiAnswer(201, { success: true, leadId: "lead-n" }));
    const { timings } = renderWithChoice(<NewsletterSignup />, "accepted");
    await subscribe("reader@example.com");

    expect(await screen.findByText("Almost done")).toBeInTheDocument();
    expect(
      screen.getByText("Check your inbox and confirm your subscription with the link we sent."),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Almost done: please check your inbox and confirm your subscription.",
    );
    await waitFor(() => expect(timings()).toHaveLength(1));
    const [, , params] = timings()[0]!;
    expect(params).toMatchObject({ name: "lead_submit", event_category: "footer" });
    expect(Number.isInteger((params as { value: number }).value)).toBe(true);
  });

  it("sends no timing before the visitor has agreed to analytics, and still shows the toast", async () => {
    harness.client = testClient(async () => apiAnswer(201, { success: true, leadId: "lead-n" }));
    const { timings } = renderWithChoice(<NewsletterSignup />, null);
    await subscribe("reader@example.com");
    expect(await screen.findByText("Almost done")).toBeInTheDocument();
    expect(timings()).toEqual([]);
  });

  it("asks for the newsletter in its own consent wording, not the inquiry's", () => {
    renderWithChoice(<NewsletterSignup />, null);
    expect(
      screen.getByRole("checkbox", {
        name: /I agree to receive The Enterprise AI Briefing \(monthly\) from Vantreo Data & AI by email/,
      }),
    ).toBeInTheDocument();
  });
});

describe("an Arabic contact form that cannot reach the lead API", () => {
  it("toasts the Arabic error at the bottom left, keeping the mailto fallback in the form", async () => {
    document.documentElement.dir = "rtl";
    harness.client = testClient(async () => {
      throw new TypeError("Failed to fetch");
    });
    renderWithChoice(
      <LeadForm
        id="contact"
        fields={["name", "email", "message"]}
        consent={false}
        submitLabel="إرسال"
      />,
      "accepted",
      "ar",
    );
    fireEvent.change(screen.getByLabelText(/الاسم/), { target: { value: "ليلى حداد" } });
    fireEvent.change(screen.getByLabelText(/البريد/), { target: { value: "layla@example.com" } });
    fireEvent.change(screen.getByLabelText(/كيف/), {
      target: { value: "نريد مراجعة منصة البيانات لدينا." },
    });
    fireEvent.click(screen.getByRole("button", { name: "إرسال" }));
    await act(() => vi.dynamicImportSettled());

    const error =
      "تعذّر إرسال النموذج. يُرجى المحاولة مرة أخرى أو التواصل معنا على hello@vantreo.com";
    // The form's alert comes first; the toast follows once its live region is in the page.
    const toast = await waitFor(() => {
      const node = document.querySelector<HTMLElement>("[data-sonner-toast][data-type='error']");
      expect(node).not.toBeNull();
      return node!;
    });
    expect(toast).toHaveTextContent(error);
    expect(toast).toHaveTextContent("كل ما كتبتموه لا يزال محفوظًا في النموذج.");
    expect(within(toast).queryByRole("link")).toBeNull();
    const toaster = document.querySelector("[data-sonner-toaster]");
    expect(toaster).toHaveAttribute("dir", "rtl");
    expect(toaster).toHaveAttribute("data-x-position", "left");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("link")).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:hello@vantreo\.com/),
    );
  });
});
