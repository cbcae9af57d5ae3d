import Link from "next/link";
import type { ComponentProps } from "react";
import { needsFullPageLoad } from "@/shared/rules/auth-links";

/**
 * A link within the site. Paths the server hands off (/Login to the identity provider, /SignOut)
 * are plain anchors: a client-side navigation or a prefetch would run the hand-off in the
 * background (starting a sign-in, or signing the member out) instead of following it.
 */
export function SiteLink({ href, ...props }: Omit<ComponentProps<"a">, "href"> & { href: string }) {
  if (needsFullPageLoad(href)) return <a href={href} {...props} />;
  return <Link href={href} {...props} />;
}
