"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { memberSchema, type Member } from "@/lib/contracts/member";

/**
 * The signed-in member, shared by every component of the page. Pages stay static for search
 * engines and speed; who is looking is asked once in the browser, and again on each route
 * change (public-and-shared §4 Session), never on focus or reconnect.
 */
export type MemberState =
  { status: "loading" } | { status: "anonymous" } | { status: "member"; member: Member };

let state: MemberState = { status: "loading" };
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

function publish(next: MemberState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function refetchMember(): Promise<void> {
  inFlight ??= fetch("/api/Member", { credentials: "same-origin", headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) {
        publish({ status: "anonymous" });
        return;
      }
      const parsed = memberSchema.safeParse(await response.json());
      publish(parsed.success ? { status: "member", member: parsed.data } : { status: "anonymous" });
    })
    .catch(() => {
      publish({ status: "anonymous" });
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: MemberState = { status: "loading" };

export function useMember(): MemberState {
  const pathname = usePathname();
  useEffect(() => {
    void refetchMember();
  }, [pathname]);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
