"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { refetchMember, useMember, useMemberQuery } from "@/lib/client/hooks/use-member";
import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { writeStored } from "@/lib/client/browser/stored-values";
import { pageLoaderText } from "@/lib/shared/constants";
import { authHrefs } from "@/lib/shared/rules/auth-links";
import type { ProfileCopy } from "./profile-copy";
import { ProfileForm } from "./profile-form";
import type { ProfileOptions } from "./profile-values";

/**
 * Loads the member's profile and shows the form. The account frame gates who sees the page;
 * this keeps its own small gate too (loader while the member loads, sign-in for a visitor or a
 * save answered 401), so the page works with or without the frame around it.
 */
export function ProfileScreen({
  options,
  copy,
  sso,
}: {
  options: ProfileOptions;
  copy: ProfileCopy;
  /** SSO partners sign in at the identity provider through /Login, a full page load. */
  sso: boolean;
}) {
  const router = useRouter();
  const memberState = useMember();
  // The page's one member query: the navbar and the account frame read the same answer.
  const member = useMemberQuery();

  function signInAgain() {
    writeStored("loginRedirect", `${window.location.pathname}${window.location.search}`);
    if (sso) fullPageNavigate(authHrefs.ssoSignIn);
    else router.replace(authHrefs.directSignIn);
  }

  const signedOut = memberState.status === "anonymous" || member.data === null;
  useEffect(() => {
    if (signedOut) signInAgain();
    // signInAgain only reads stable values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut]);

  if (member.isError)
    return (
      <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800">
        {copy.generalError}
      </p>
    );
  if (!member.data)
    return (
      <p role="status" className="text-muted py-16 text-center text-lg" data-testid="profile-loading">
        {pageLoaderText}
      </p>
    );
  return (
    <ProfileForm
      key={member.data.publicId}
      member={member.data}
      options={{ ...options, namesEditable: options.namesEditable && member.data.interfaceType !== "sso" }}
      copy={copy}
      onSaved={() => {
        // The navbar greeting and the account frame show the saved names.
        void refetchMember();
      }}
      onSignedOut={signInAgain}
    />
  );
}
