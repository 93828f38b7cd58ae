import Link from "next/link";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { resolveLink } from "@/lib/links";

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> & {
  href: string | null | undefined;
  children: ReactNode;
  /** Class for the plain-text fallback when the link is ignored (defaults to className). */
  textClassName?: string;
  prefetch?: boolean;
};

/**
 * Every data-driven link: `/…` is a client-side link in the same tab; http(s) and www open in a new
 * tab with rel="noopener"; anything else renders its children as plain text (see lib/links.ts).
 */
export function SmartLink({ href, children, className, textClassName, prefetch, ...rest }: SmartLinkProps) {
  const link = resolveLink(href);
  if (link.kind === "internal") {
    // No prefetch unless asked: menus and content hold dozens of links, and prefetching each one in view
    // would cost a phone its data and the server a page build per link. (The route guard also
    // remembers where a guest was going, so a prefetch of a guarded route must never look like a visit.)
    return (
      <Link href={link.href} className={className} prefetch={prefetch ?? false} {...rest}>
        {children}
      </Link>
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
