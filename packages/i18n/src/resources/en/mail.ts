import type { StringTree } from "../../instance/resource-types";

/**
 * The lead API's e-mails (sales notification, the visitor's acknowledgement, the newsletter's
 * double opt-in) and the answers of the newsletter confirmation.
 */
export const mail = {
  footer: {
    address: "Office",
    phone: "Phone",
    email: "Email",
    automated: "This email was sent automatically by the Vantreo website.",
  },
  notification: {
    subject: "New {{type}} lead from the {{source}} form",
    heading: "A new lead has arrived",
    type: "Type",
    source: "Source",
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    message: "Message",
    page: "Page",
    notGiven: "not given",
    open: "Open the lead in the desk",
  },
  acknowledgement: {
    subject: "We have received your request",
    greeting: "Hello {{name}},",
    greetingAnonymous: "Hello,",
    received: {
      contact: "Thank you for contacting Vantreo Data & AI. We have received your message.",
      demoRequest: "Thank you for requesting a demo from Vantreo Data & AI. We have received it.",
      assessment:
        "Thank you for requesting an assessment from Vantreo Data & AI. We have received it.",
    },
    nextHeading: "What happens next",
    nextRead: "A consultant reads your request and replies to this email address.",
    nextCall: "If it is urgent, call us at {{phone}}.",
    signOff: "Kind regards,",
    team: "The Vantreo Data & AI team",
    notYou: "If you did not send this request, you can ignore this email.",
  },
  newsletter: {
    subject: "Please confirm your newsletter subscription",
    heading: "One click to confirm",
    intro:
      "Please confirm that you want to receive the Vantreo Data & AI research briefing at this address.",
    button: "Confirm my subscription",
    expiry: "The link works once and expires in {{days}} days.",
    ignore: "If you did not sign up, ignore this email: you will not be subscribed.",
  },
  confirm: {
    title: "Newsletter confirmation",
    working: "Confirming your subscription…",
    confirmed: "Your subscription is confirmed. Thank you!",
    expired: "This confirmation link has expired. Please sign up again.",
    used: "This subscription has already been confirmed.",
    unknown: "This confirmation link is not valid.",
    failed: "We could not confirm your subscription. Please try again later.",
  },
} as const satisfies StringTree;
