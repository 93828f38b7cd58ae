import Link from "next/link";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { routeFlag } from "@/lib/auth/route-rules";
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
    // The route guard remembers where a guest was going; a prefetch must not look like a visit.
    const guarded = routeFlag(new URL(link.href, "http://link.invalid").pathname) !== null;
    return (
      <Link href={link.href} className={className} prefetch={prefetch ?? (guarded ? false : undefined)} {...rest}>
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
