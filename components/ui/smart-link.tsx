import { IntentLink } from "@/components/ui/intent-link";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { resolveLink } from "@/lib/links";

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> & {
  href: string | null | undefined;
  children: ReactNode;
  /** Class for the plain-text fallback when the link is ignored (defaults to className). */
  textClassName?: string;
};

/**
 * Every data-driven link: `/…` is a client-side link in the same tab; http(s) and www open in a new
 * tab with rel="noopener"; anything else renders its children as plain text (see lib/links.ts).
 */
export function SmartLink({ href, children, className, textClassName, ...rest }: SmartLinkProps) {
  const link = resolveLink(href);
  if (link.kind === "internal") {
    // Menus and content hold dozens of links: each prefetches when reached for, not in view.
    return (
      <IntentLink href={link.href} className={className} {...rest}>
        {children}
      </IntentLink>
    );
  }
  if (link.kind === "external") {
    return (
      <a href={link.href} target={link.target} rel={link.rel} className={className} {...rest}>
        {children}
      </a>
    );
  }
  return <span className={textClassName ?? className}>{children}</span>;
}
