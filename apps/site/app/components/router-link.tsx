import type { LinkComponentProps } from "@vantreo/ui";
import { Link } from "../navigation";

/** Lets @vantreo/ui cards link through the site's navigation (`Link` of app/navigation). */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}
