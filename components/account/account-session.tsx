"use client";

import { createContext, useContext } from "react";
import type { MemberAccount } from "@/shared/contracts/member-account";

/**
 * What every account page may rely on once the frame shows it: the signed-in card member's full
 * answer (GET /api/Member, first as the server read it for the page's HTML, then as the browser
 * reads it), and the way back to sign-in for a call that answers 401 (account-center §2 Redirects).
 */
export interface AccountSession {
  readonly member: MemberAccount;
  readonly signInAgain: () => void;
}

const AccountSessionContext = createContext<AccountSession | null>(null);

export const AccountSessionProvider = AccountSessionContext.Provider;

export function useAccountSession(): AccountSession {
  const session = useContext(AccountSessionContext);
  if (!session) throw new Error("useAccountSession is only available inside the account frame");
  return session;
}
