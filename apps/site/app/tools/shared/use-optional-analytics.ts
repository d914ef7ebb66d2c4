/** The tools read the site's consent-optional analytics hook (see components/analytics). */
export { useOptionalAnalytics } from "../../components/analytics/use-optional-analytics";
