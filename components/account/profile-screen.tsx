"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { refetchMember, useMember } from "@/components/shell/use-member";
import { fullPageNavigate } from "@/lib/browser/navigate";
import { writeStored } from "@/lib/browser/stored-values";
import { pageLoaderText } from "@/lib/constants";
import { authHrefs } from "@/lib/rules/auth-links";
import { loadProfile, type ProfileLoad } from "./profile-api";
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
  const [load, setLoad] = useState<ProfileLoad | null>(null);

  function signInAgain() {
    writeStored("loginRedirect", `${window.location.pathname}${window.location.search}`);
    if (sso) fullPageNavigate(authHrefs.ssoSignIn);
    else router.replace(authHrefs.directSignIn);
  }

  const status = memberState.status;
  useEffect(() => {
    if (status === "anonymous") signInAgain();
    if (status !== "member") return;
    const controller = new AbortController();
    void loadProfile(controller.signal).then((result) => {
      if (!controller.signal.aborted) setLoad(result);
    });
    return () => {
      controller.abort();
    };
    // Loaded once per sign-in state; signInAgain only reads stable values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  useEffect(() => {
    if (load?.kind === "signed-out") signInAgain();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load?.kind]);

  if (load?.kind === "failed")
    return (
      <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800">
        {copy.generalError}
      </p>
    );
  if (load?.kind !== "member")
    return (
      <p role="status" className="text-muted py-16 text-center text-lg" data-testid="profile-loading">
        {pageLoaderText}
      </p>
    );
  return (
    <ProfileForm
      key={load.member.publicId}
      member={load.member}
      options={{ ...options, namesEditable: options.namesEditable && load.member.interfaceType !== "sso" }}
      copy={copy}
      onSaved={() => {
        // The navbar greeting and the account frame show the saved names.
        void refetchMember();
      }}
      onSignedOut={signInAgain}
    />
  );
}
