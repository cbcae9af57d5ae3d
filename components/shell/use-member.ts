"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { currentMemberQuery, refreshMember } from "@/lib/client/query/member-query";
import { browserSessionExpiry } from "@/lib/client/session-cookie";
import type { Member } from "@/lib/contracts/member";
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

export function useMember(): MemberState {
  const hydrated = useHydrated();
  const live = hydrated && browserSessionExpiry() !== undefined;
  const { data, isError } = useQuery({ ...currentMemberQuery, enabled: live });
  return useMemo(() => {
    if (!hydrated) return loading;
    if (data) return { status: "member", member: data };
    if (!live || data === null || isError) return anonymous;
    return loading;
  }, [hydrated, live, data, isError]);
}

/** Reads the member again for every component showing it (after a change, or to slide the session). */
export const refetchMember = refreshMember;
