"use client";

import { SiteLink } from "@/components/shell/site-link";
import { footerAuthLink } from "@/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";
import { audienceOf } from "./header-model";
import { useMember } from "@/lib/client/hooks/use-member";

const labels = {
  ssoJoin: "Join now",
  addCard: "Add a card",
  accountCenter: "My account",
  ssoSignIn: "Sign in or join",
  directJoin: "Join now",
} as const;

/** The footer's auth link: by who is looking and how the partner enrolls (public-and-shared §2 Footer). */
export function FooterAuthLink({ enrollmentType }: { enrollmentType: EnrollmentType }) {
  const state = useMember();
  if (state.status === "loading") return null;
  const link = footerAuthLink(audienceOf(state), enrollmentType);
  if (!link || !(link.kind in labels)) return null;
  return (
    <li>
      <SiteLink href={link.href} className="hover:underline" data-testid="footer-auth-link">
        {labels[link.kind as keyof typeof labels]}
      </SiteLink>
    </li>
  );
}
