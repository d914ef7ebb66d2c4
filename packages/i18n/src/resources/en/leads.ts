import type { StringTree } from "../../instance/resource-types";

/**
 * Lead messages and the lead form. The top-level keys are exactly the `LeadMessageCode`s of
 * @vantreo/leads, with the spec's English texts (section 5 and 8); `{email}` there is
 * `{{email}}` here.
 */
export const leads = {
  valid_email_required: "Valid email address is required",
  first_name_required: "First name is required",
  last_name_required: "Last name is required",
  message_length: "Message must be between 10 and 5000 characters",
  company_required: "Company name is required",
  validation_failed: "Please correct the form errors and try again",
  endpoint_missing: "Contact form is temporarily unavailable. Please email {{email}}",
  endpoint_missing_form:
    "Contact form is temporarily unavailable. Please try again later or email {{email}}.",
  timeout: "Request timed out. Please try again.",
  network_failure: "Unable to submit form. Please try again or contact {{email}}",
  submit_failed: "Failed to submit",
  submit_lead_failed: "Failed to submit lead",
  submitting: "Submitting...",
  thank_you: "Thank you! We will be in touch within one business day.",
  consent_required: "Please confirm your consent to send the form.",
  rate_limited: "Too many requests. Please wait a moment and try again.",
  form: {
    title: "Talk to our team",
    description:
      "Tell us about your data or AI initiative. A consultant will reply within one business day.",
    name: {
      label: "Full name",
      placeholder: "First and last name",
    },
    email: {
      label: "Work email",
      placeholder: "name@company.com",
      help: "We only use your email to reply to your inquiry.",
    },
    company: {
      label: "Company",
      placeholder: "Company name",
    },
    phone: {
      label: "Phone",
      placeholder: "+1 404 555 0100",
      help: "Include your country code if you are outside the United States.",
    },
    message: {
      label: "How can we help?",
      placeholder: "Your goals, timeline and the systems involved",
      help: "Between 10 and 5000 characters.",
    },
    marketingConsent: {
      legend: "Marketing consent",
      label:
        "I agree that Vantreo Data & AI may tell me about related services by email and phone. I can withdraw this consent at any time with effect for the future, for example with the unsubscribe link in every email.",
      help: "Read how we handle your data in our Privacy Policy.",
    },
    submit: "Send message",
    subscribe: "Subscribe",
    requestDemo: "Request a demo",
    thankYouTitle: "Message received",
    errorsHeading: "The form could not be sent:",
    mailtoFallback: "Send what you typed to {{email}} by email instead",
    newsletterConsent: {
      label:
        "I agree to receive The Enterprise AI Briefing (monthly) from Vantreo Data & AI by email. I can withdraw this consent at any time with the unsubscribe link in every issue.",
    },
  },
} as const satisfies StringTree;
