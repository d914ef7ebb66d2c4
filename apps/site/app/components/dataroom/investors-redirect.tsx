import { useEffect } from "react";
import { useNavigate } from "../../navigation";

/**
 * The island of /investors: replaces the page with `target` so Back does not return to the
 * redirect (the server answers 301 already; this covers a static host that serves the page).
 */
export function InvestorsRedirect({ target }: { target: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
