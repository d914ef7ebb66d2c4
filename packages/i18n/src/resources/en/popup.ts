import type { StringTree } from "../../instance/resource-types";

/** The newsletter popup and its exit-intent variant. */
export const popup = {
  label: "Newsletter signup",
  newsletter: {
    title: "The Enterprise AI Briefing",
    description:
      "One email a month with our latest research on private AI, data platforms and AI governance.",
  },
  exitIntent: {
    title: "Before you go",
    description: "Get our monthly research on making AI projects pay off, straight to your inbox.",
  },
  emailLabel: "Work email",
  emailPlaceholder: "you@company.com",
  submit: "Subscribe",
  success: "Almost done: check your inbox to confirm your subscription.",
  dismiss: "No thanks",
  close: "Close",
  privacyNote: "We respect your privacy. Unsubscribe at any time.",
} as const satisfies StringTree;
