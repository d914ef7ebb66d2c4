import type { StringTree } from "../../instance/resource-types";

/** The cookie banner, the Global Privacy Control notice and the cookie preferences page. */
export const consent = {
  banner: {
    label: "Cookie consent",
    title: "We value your privacy",
    description:
      "We use cookies to run this site and, with your consent, to measure its use and personalize marketing. You can change your choice at any time under Cookie Preferences.",
    accept: "Accept all",
    decline: "Decline",
    manage: "Manage preferences",
    privacyLink: "Privacy Policy",
  },
  gpc: {
    title: "Global Privacy Control respected",
    description:
      "Your browser sent a Global Privacy Control signal, so we have declined analytics and advertising cookies for you. Only cookies the site needs to work remain active.",
    dismiss: "OK",
  },
  preferences: {
    title: "Cookie Preferences",
    description:
      "Choose which cookies we may use. Functional cookies are always on because the site cannot work without them.",
    save: "Save preferences",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    saved: "Your cookie preferences have been saved.",
    alwaysOn: "Always on",
    recordedOn: "Choice recorded on {{date}}",
    status: {
      accepted: "Accepted",
      declined: "Declined",
      unknown: "No choice made yet",
    },
    categories: {
      functional: {
        title: "Functional",
        description:
          "Keep the site secure, remember your language, theme and consent choice. Always active.",
      },
      analytics: {
        title: "Analytics",
        description:
          "Help us understand which pages are visited and how the site performs, in aggregate.",
      },
      advertising: {
        title: "Advertising",
        description:
          "Measure our campaigns on professional networks and show you relevant content elsewhere.",
      },
      personalization: {
        title: "Personalization",
        description:
          "Remember the topics you read about, so that content and offers on this site match them.",
      },
    },
  },
} as const satisfies StringTree;
