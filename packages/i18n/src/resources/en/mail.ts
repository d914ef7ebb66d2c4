import type { StringTree } from "../../instance/resource-types";

/**
 * The lead API's emails (sales notification, the visitor's acknowledgement, the newsletter's
 * double opt-in, the privacy officer's notification of a data-rights request and its receipt to
 * the requester) and the answers of the newsletter confirmation.
 */
export const mail = {
  footer: {
    address: "Office",
    postal: "{{address}}, USA",
    phone: "Phone",
    email: "Email",
    automated: "This email was sent automatically by the Vantreo website.",
  },
  bookingNotification: {
    subject: "Call booked: {{eventType}}",
    heading: "A call has been booked",
    eventType: "Call",
    firmTime: "Starts (our time)",
    leadTime: "Starts (their time)",
    state: "State",
    lead: "Lead",
    newLead: "New: this person has not written to us before",
    knownLead: "Already in the desk ({{type}})",
  },
  notification: {
    subject: "New lead: {{type}} via {{source}}",
    heading: "A new lead has arrived",
    type: "Type",
    source: "Source",
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    message: "Message",
    page: "Page",
    language: "Language",
    consent: "Marketing consent",
    consentGiven: "Given",
    consentNotGiven: "Not given",
    notGiven: "not given",
    open: "Open the lead in the desk",
  },
  acknowledgement: {
    subject: "We have received your request",
    greeting: "Hello {{name}},",
    greetingAnonymous: "Hello,",
    received: {
      contact: "Thank you for contacting Vantreo Data & AI. Your message has reached our team.",
      demoRequest:
        "Thank you for requesting a demo from Vantreo Data & AI. Your request has reached our team.",
      assessment:
        "Thank you for requesting an assessment from Vantreo Data & AI. Your request has reached our team.",
    },
    nextHeading: "What happens next",
    nextRead:
      "A consultant will read your request and reply to this address within one business day.",
    nextCall:
      "If it is urgent, call us at {{phone}} (Monday to Friday, 8 a.m.–6 p.m. US Eastern Time).",
    signOff: "Kind regards,",
    team: "The Vantreo Data & AI team",
    notYou: "If you did not send this request, you can ignore this email.",
  },
  newsletter: {
    subject: "Please confirm your newsletter subscription",
    heading: "One click to confirm",
    intro:
      "Please confirm that we may send The Enterprise AI Briefing (monthly) from Vantreo Data & AI to this email address.",
    button: "Confirm my subscription",
    expiry_one: "The link can be used once and expires in {{count}} day.",
    expiry_other: "The link can be used once and expires in {{count}} days.",
    withdraw:
      "You can withdraw your consent at any time with the unsubscribe link in every issue or by writing to {{email}}.",
    privacy: "Privacy policy: {{url}}",
    ignore: "If you did not sign up, ignore this email: you will not be subscribed.",
  },
  staffLink: {
    subject: {
      invite: "Your invitation to the Vantreo staff pages",
      password: "Set a new password for the Vantreo staff pages",
      totp: "Set up a new authenticator for the Vantreo staff pages",
    },
    heading: {
      invite: "Welcome, {{name}}",
      password: "A new password for your staff account",
      totp: "A new authenticator for your staff account",
    },
    intro: {
      invite:
        "{{inviter}} has invited you to the Vantreo staff pages as {{email}}. Open the link to choose your own password and set up an authenticator app; nobody else sees either.",
      password:
        "{{inviter}} has reset the password of your staff account {{email}}. Your old password no longer works. Open the link to choose a new one.",
      totp: "{{inviter}} has reset the second factor of your staff account {{email}}. Your old authenticator no longer works. Open the link to set up a new one.",
    },
    button: {
      invite: "Set up my account",
      password: "Choose a new password",
      totp: "Set up my authenticator",
    },
    expiry: "The link can be used once and expires in {{hours}} hours.",
    ignore:
      "If you did not expect this email, do not open the link and tell an owner of the staff pages.",
  },
  replyClock: {
    reminderSubject: "Reply due soon: {{type}} via {{source}}",
    reminderHeading: "A lead you own is waiting for its first reply",
    reminderIntro:
      "Three quarters of the reply time have passed. Please reply by {{replyBy}} (Atlanta time).",
    escalationSubject: "Reply overdue: {{type}} via {{source}}",
    escalationHeading: "A lead has not been answered within one business day",
    escalationIntro:
      "The first reply was due by {{replyBy}} (Atlanta time), and nobody has contacted the lead yet.",
    received: "Received",
    replyBy: "Reply by",
    owner: "Owner",
    noOwner: "nobody",
  },
  ownerAdded: {
    subject: "A new owner of the Vantreo staff pages: {{email}}",
    heading: "A new owner account",
    intro:
      "The staff account {{name}} ({{email}}) now holds the owner role: it can manage every staff account.",
    check:
      "If no one expected this, disable the account on the staff accounts page at once: {{url}}",
  },
  dataRequest: {
    types: {
      access: "Access",
      deletion: "Deletion",
      correction: "Correction",
      portability: "Portability (a machine-readable copy)",
      "opt-out": "Opt out of sale or sharing",
      other: "Something else",
      unknown: "Not stated",
    },
    regimes: {
      gdpr: "GDPR: answer within one month (art. 12(3))",
      ccpa: "CCPA: answer within 45 days (Cal. Civ. Code § 1798.130)",
      pdpl: "PDPL (Saudi Arabia): answer within 30 days",
      unstated:
        "Not stated: we apply the GDPR's one month, the CCPA's 45 days and the PDPL's 30 days; the earliest date governs",
    },
    notification: {
      subject: "New data-rights request ({{type}}), answer due {{due, datetime}}",
      heading: "A data-rights request has arrived",
      type: "Request",
      regime: "Applicable law",
      received: "Received",
      dueGdpr: "Answer due under the GDPR",
      dueCcpa: "Answer due under the CCPA",
      duePdpl: "Answer due under the PDPL",
      requester: "Requester",
      open: "Open the privacy queue in the desk",
    },
    receipt: {
      subject: "We have received your data-rights request",
      received:
        "Thank you for contacting Vantreo Data & AI about your personal data. We received your request on {{date, datetime}}.",
      right: "Your request: {{right}}",
      answerBy: "We will answer you by {{date, datetime}} at the latest.",
      verify:
        "Before we act on it, we may ask you to confirm your identity, so that no one else can see or delete your data.",
      confirm:
        "Please confirm that this email address is yours: we act on your request only after that, so that no one else can see or delete your data.",
      button: "Confirm my request",
      expiry:
        "The link can be used once and expires in {{days}} days. After that, please send your request again.",
      contact: "If you have questions, reply to this email or call us at {{phone}}.",
      contactNoPhone: "If you have questions, reply to this email.",
      notYou: "If you did not send this request, please tell us by replying to this email.",
    },
  },
  dataExport: {
    subject: "Your personal data held by Vantreo Data & AI",
    intro:
      "As you asked, the attached file {{file}} holds a copy of the personal data we store about this email address, in JSON format.",
    questions: "If anything is missing or wrong, reply to this email or call us at {{phone}}.",
    questionsNoPhone: "If anything is missing or wrong, reply to this email.",
    notYou: "If you did not ask for this, please tell us by replying to this email.",
  },
  verify: {
    title: "Confirm your data-rights request",
    working: "Confirming your request…",
    verified: "Thank you: your request is confirmed. We will act on it and answer you by email.",
    expired:
      "This confirmation link has expired. Please send your request again from the data-rights page.",
    used: "This request has already been confirmed.",
    unknown: "This confirmation link is not valid.",
    failed: "We could not confirm your request. Please try again later.",
  },
  staffSecondFactor: {
    subject: "Security notice: wrong sign-in codes for your staff account",
    greeting: "Hello {{name}},",
    happened:
      "Someone entered the right password for your staff account {{email}}, followed by {{count}} wrong authenticator codes within 24 hours.",
    slowed:
      "Sign-ins to your account are slowed down for now: after each further wrong code the wait grows, up to one hour. Once it is over, you can sign in as usual with your password and a current code.",
    ifYou: "If this was you, there is nothing to do.",
    ifNotYou:
      "If it was not you, someone else knows your password. Ask an owner to reset it right away, and tell them about this message.",
    signOff: "The {{brand}} security team",
  },
  confirm: {
    title: "Newsletter confirmation",
    working: "Confirming your subscription…",
    confirmed: "Your subscription is confirmed. Thank you!",
    expired: "This confirmation link has expired. We can send you a new one.",
    used: "This subscription has already been confirmed.",
    unknown: "This confirmation link is not valid.",
    failed: "We could not confirm your subscription. Please try again later.",
  },
  welcome: {
    subject: "Welcome to The Enterprise AI Briefing",
    heading: "Welcome to The Enterprise AI Briefing",
    confirmed: "Thank you for confirming your subscription.",
    intro:
      "Once a month, The Enterprise AI Briefing from Vantreo Data & AI brings you our analyses of private AI, data architecture and AI governance. The next issue arrives with the coming month's edition.",
    unsubscribe: "Unsubscribe",
    unsubscribeText:
      "You receive this email because you subscribed to The Enterprise AI Briefing. To stop receiving it, unsubscribe: {{url}}",
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    working: "Unsubscribing you…",
    unsubscribed:
      "You are unsubscribed from The Enterprise AI Briefing. We will send you no further issues.",
    unknown: "This unsubscribe link is not valid.",
    failed: "We could not unsubscribe you. Please try again later.",
    resubscribe: "Subscribe again",
    resubscribing: "Subscribing you again…",
    resubscribed: "You are subscribed again. Thank you!",
    resubscribeFailed: "We could not subscribe you again. Please try again later.",
  },
  resend: {
    action: "Send me a new confirmation link",
    sending: "Sending a new link…",
    sent: "A new confirmation link is on its way to your email address. It can be used once and expires in 7 days.",
    failed: "We could not send a new link. Please try again later.",
  },
  dataroomVerification: {
    subject: "Please confirm your request for data room access",
    heading: "Confirm your request",
    intro:
      "We received a request for access to the Vantreo Data & AI investor data room with this email address. Please confirm that you sent it: our investor relations team sees a request only once its address is confirmed.",
    button: "Confirm my request",
    expiry: "The link can be used once and expires in {{days}} days.",
    correction:
      "To correct your request, send it again and confirm the link in the new email: the text you confirm replaces the earlier one.",
    ignore:
      "If you did not ask for access, ignore this email: nothing is passed on without your confirmation.",
  },
  dataroomVerify: {
    title: "Data room request confirmation",
    working: "Confirming your request…",
    verified:
      "Your request is confirmed. Our investor relations team will review it and send your access code to this address.",
    used: "This request has already been confirmed.",
    expired: "This confirmation link has expired. Please send your request again.",
    unknown: "This confirmation link is not valid.",
    failed: "We could not confirm your request. Please try again later.",
  },
  leadMagnet: {
    subject: "Your brief from Vantreo is ready",
    heading: "Your brief is ready",
    intro:
      "Thank you for your interest. Here is the brief you requested on our service page: what the service solves, how we work, the benefits and the offer, on a few pages you can share with your team.",
    button: "Download the brief (PDF)",
    expiry_one: "The link works for {{count}} day.",
    expiry_other: "The link works for {{count}} days.",
    again:
      "Has the link expired? Request the brief again on the service's page; all our services are listed at {{url}}",
    questions: "Questions about the brief? Reply to this email or write to {{email}}.",
    ignore: "If you did not request this brief, ignore this email.",
    unsubscribe: "Unsubscribe",
    unsubscribeText:
      "You receive this email because you asked for this brief. To receive no further marketing email from us, unsubscribe: {{url}}",
  },
  leadMagnetLink: {
    title: "Download link",
    expired: "This download link has expired. Request the brief again on the service page.",
    unknown: "This download link is not valid. Request the brief on the service page.",
    services: "Go to our services",
  },
} as const satisfies StringTree;
