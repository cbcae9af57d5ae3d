"use client";

import { refetchMember } from "@/lib/client/hooks/use-member";
import { useAccountSession } from "./account-session";
import type { ProfileCopy } from "./profile-copy";
import { ProfileForm } from "./profile-form";
import type { ProfileOptions } from "./profile-values";

/**
 * The member's profile form, for the member the account frame shows the page to: drawn on the
 * server for the request's session (decision 0044), so the form is in the page's first paint,
 * then kept to the browser's own answer. The frame decides who may see it: a visitor, a failed
 * read or a session that ended goes back to sign in before this renders.
 */
export function ProfileScreen({ options, copy }: { options: ProfileOptions; copy: ProfileCopy }) {
  const { member, signInAgain } = useAccountSession();
  return (
    <ProfileForm
      key={member.publicId}
      member={member}
      options={{ ...options, namesEditable: options.namesEditable && member.interfaceType !== "sso" }}
      copy={copy}
      onSaved={() => {
        // The navbar greeting and the account frame show the saved names.
        void refetchMember();
      }}
      onSignedOut={signInAgain}
    />
  );
}
