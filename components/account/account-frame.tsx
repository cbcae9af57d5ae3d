"use client";

import dynamic from "next/dynamic";
import { useSelectedLayoutSegment } from "next/navigation";
import { Suspense, useEffect, useMemo, type ReactNode } from "react";
import type { AddCardCopy } from "@/shared/contracts/copy/add-card";
import { replaceEqualDeep } from "@tanstack/react-query";
import { useMember, useMemberQuery } from "@/lib/client/hooks/use-member";
import type { MemberAccount } from "@/shared/contracts/member-account";
import { pageLoaderText } from "@/shared/constants";
import type { EnrollmentType } from "@/partners/schema";
import { PageSidebar } from "@/components/content/page-sidebar";
import { AccountNav } from "./account-nav";
import { AccountSessionProvider } from "./account-session";
import { NonCardNotice } from "./non-card-notice";
import type { ReEnrollPartner } from "./re-enroll-screen";
import { useSignInAgain } from "./use-sign-in-again";

/**
 * The loading line and the page's own area are each at least a screen tall: the sidebar and the
 * footer start below the fold while the member's answer, the page's code and the page's own data
 * (cards, activity) arrive, so nothing in view moves when they do.
 */
const frameHeight = "min-h-dvh";

function AccountLoading() {
  return (
    <div className={`content-width ${frameHeight}`}>
      <p role="status" className="text-muted py-16 text-center text-lg" data-testid="account-loading">
        {pageLoaderText}
      </p>
    </div>
  );
}

/**
 * Only a closed account sees the re-enrolment screen (the link-card form and its frame): its
 * code loads when it shows, not with every account page (docs/performance.md, Bundles).
 */
const ReEnrollScreen = dynamic(() => import("./re-enroll-screen").then((module) => module.ReEnrollScreen), {
  ssr: false,
  loading: AccountLoading,
});

/** The Reservations page's segment under the account layout (/account/reservations). */
const reservationsSegment = "reservations";

export interface AccountFramePartner extends ReEnrollPartner {
  readonly enrollmentType: EnrollmentType;
  /** The partner books tables online: the Reservations tab is shown. */
  readonly reservations: boolean;
}

/**
 * The account center's frame (account-center §2, §6). Who is looking is read on the server from
 * the request's session (the page is drawn for them) and again in the browser, which decides: a
 * visitor goes to sign in and comes back; a closed-account member gets the Re-enroll screen
 * instead of any page; a member without a dining account is told how to join; a card member gets
 * the tab row and the page.
 */
export function AccountFrame({
  partner,
  addCardCopy,
  sidebar,
  serverMember,
  children,
}: {
  partner: AccountFramePartner;
  /**
   * The member the page's request came from, read on the server from its session cookies (null
   * for none): the page is drawn for them in the server's HTML, before any script runs.
   */
  serverMember: MemberAccount | null;
  addCardCopy: AddCardCopy;
  /** The partner's 'account' sidebar, under each account page. */
  sidebar?: string | undefined;
  children: ReactNode;
}) {
  const memberState = useMember();
  const answer = useMemberQuery().data;
  const signInAgain = useSignInAgain(partner.enrollmentType);
  const member = useMemo(() => {
    // Until the browser's own answer is in, the page shows the member the server drew it for.
    if (memberState.status === "loading") return serverMember;
    if (memberState.status === "anonymous" || !answer) return null;
    // The same answer keeps the server's object, so the page's parts do not draw again for it.
    return serverMember ? replaceEqualDeep(serverMember, answer) : answer;
  }, [memberState.status, answer, serverMember]);
  const session = useMemo(() => (member ? { member, signInAgain } : null), [member, signInAgain]);
  // Members without a linked card may book too (decision 0033), so their reservations are theirs to see.
  // The page below this layout is known on the server as in the browser (the visible path is not
  // known on the server for every page), so the server's drawing for the member is already right.
  const segment = useSelectedLayoutSegment();
  const openToNonCard = partner.reservations && segment === reservationsSegment;

  useEffect(() => {
    if (memberState.status === "anonymous") signInAgain();
  }, [memberState.status, signInAgain]);

  if (!session) return <AccountLoading />;
  if (session.member.memberType === "ClosedAccountMember")
    return <ReEnrollScreen partner={partner} copy={addCardCopy} signInAgain={signInAgain} />;
  if (session.member.memberType === "NonCardMember" && !openToNonCard)
    return (
      <NonCardNotice
        enrollmentType={partner.enrollmentType}
        programName={partner.programName}
        currencyPlural={partner.currencyPlural}
      />
    );

  const page = (
    <div className="content-width pt-6 md:pt-10">
      <p className="text-muted mb-2 text-sm font-bold tracking-widest uppercase">My account</p>
      {session.member.memberType === "NonCardMember" ? null : (
        <AccountNav withReservations={partner.reservations} />
      )}
      <div className={`py-6 md:py-10 ${frameHeight}`}>{children}</div>
      <PageSidebar text={sidebar} className="mb-10" />
    </div>
  );
  return (
    <AccountSessionProvider value={session}>
      {/* A page the server drew for its member has no Suspense boundary (decision 0046): a
          boundary let the server send the loading line first whenever the page's own data came a
          moment after the frame, and React then revealed the page up to 300 ms later. A
          navigation in the browser waits, as a transition, for the code of the page's parts
          (deferred-screen.tsx). Only a page first drawn in the browser (the server had no member
          for it) shows the loading line until its parts are in, all in one commit. */}
      {serverMember ? page : <Suspense fallback={<AccountLoading />}>{page}</Suspense>}
    </AccountSessionProvider>
  );
}
