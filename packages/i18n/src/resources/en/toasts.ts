import type { StringTree } from "../../instance/resource-types";

/** Toast notifications: the region, the close control, the kinds and the common messages. */
export const toasts = {
  region: "Notifications",
  close: "Close notification",
  kinds: {
    loading: "Loading",
    success: "Success",
    info: "Information",
    warning: "Warning",
    error: "Error",
  },
  leadSent: "Message sent",
  requestReceived: "Request received",
  submission: {
    keptInForm: "Everything you typed is still in the form.",
  },
  subscribed: {
    title: "Almost done",
    description: "Check your inbox and confirm your subscription with the link we sent.",
  },
  linkCopied: "Link copied to the clipboard.",
  copyFailed: "The link could not be copied. Please copy it from the address bar.",
  offline: "You appear to be offline. Check your connection and try again.",
  genericError: "Something went wrong. Please try again.",
} as const satisfies StringTree;
