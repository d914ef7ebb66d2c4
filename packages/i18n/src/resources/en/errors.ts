import type { StringTree } from "../../instance/resource-types";

/** The error boundary (spec section 8) and the not-found page. */
export const errors = {
  boundary: {
    title: "Something went wrong",
    description:
      "We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.",
    reload: "Reload Page",
    retry: "Try Again",
    details: "Error details",
  },
  notFound: {
    code: "404",
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
    home: "Back to the home page",
    search: "Search the site",
    contact: "Contact us",
  },
} as const satisfies StringTree;
