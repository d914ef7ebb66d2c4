import type * as React from "react";
import { Link } from "../navigation";

type SmartLinkProps = Omit<React.ComponentProps<"a">, "href"> & { href: string };

/** Internal paths are the site's links; external URLs open in a new tab without an opener. */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    const external = href.startsWith("http");
    return (
      <a
        href={href}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...props}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
