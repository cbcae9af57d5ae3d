"use client";

import "client-only";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { currentMemberQuery, refreshMember } from "@/lib/client/query/member-query";
import { browserSessionExpiry } from "@/lib/client/session-cookie";
import type { Member } from "@/shared/contracts/member";
import type { MemberAccount } from "@/shared/contracts/member-account";
import { useHydrated } from "./use-hydrated";

/**
 * The signed-in member, shared by every component of the page through one query. Pages stay
 * static for search engines and speed; who is looking is asked in the browser, and only when
 * the readable session cookie says a session may be live: an anonymous visitor makes no call.
 */
export type MemberState =
  { status: "loading" } | { status: "anonymous" } | { status: "member"; member: Member };

const loading: MemberState = { status: "loading" };
const anonymous: MemberState = { status: "anonymous" };

/** Whether a session may be live, known after hydration (the cookie is the browser's). */
function useLiveSession(): { hydrated: boolean; live: boolean } {
  const hydrated = useHydrated();
  return { hydrated, live: hydrated && browserSessionExpiry() !== undefined };
}

/**
 * The member query itself, for screens that tell a failed read from a signed-out visitor (the
 * account pages). It stays pending, without a call, while no session may be live.
 */
export function useMemberQuery(): UseQueryResult<MemberAccount | null> {
  const { live } = useLiveSession();
  return useQuery({ ...currentMemberQuery, enabled: live });
}

export function useMember(): MemberState {
  const { hydrated, live } = useLiveSession();
  const { data, isError } = useMemberQuery();
  return useMemo(() => {
    if (!hydrated) return loading;
    if (data) return { status: "member", member: data };
    if (!live || data === null || isError) return anonymous;
    return loading;
  }, [hydrated, live, data, isError]);
}

/** Reads the member again for every component showing it (after a change, or to slide the session). */
export const refetchMember = refreshMember;
