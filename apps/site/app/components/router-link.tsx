import type { LinkComponentProps } from "@vantreo/ui";
import { Link } from "react-router";

/** Lets @vantreo/ui cards navigate client-side through React Router. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}
