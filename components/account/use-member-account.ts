"use client";

import { useCallback, useEffect, useState } from "react";
import { memberAccountSchema, type MemberAccount } from "@/lib/contracts/member-account";

export type MemberAccountState =
  { status: "loading" } | { status: "error" } | { status: "ready"; account: MemberAccount };

/**
 * The member in full (GET /api/Member: bonuses and dining progress), read when the overview
 * opens and again after a bonus registration. A 401 hands over to `onUnauthorized`.
 */
export function useMemberAccount(onUnauthorized: () => void): {
  state: MemberAccountState;
  reload: () => Promise<void>;
} {
  const [state, setState] = useState<MemberAccountState>({ status: "loading" });

  const reload = useCallback(async () => {
    try {
      const response = await fetch("/api/Member", {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      if (response.status === 401) {
        onUnauthorized();
        return;
      }
      if (!response.ok) throw new Error(response.statusText);
      setState({ status: "ready", account: memberAccountSchema.parse(await response.json()) });
    } catch {
      setState({ status: "error" });
    }
  }, [onUnauthorized]);

  useEffect(() => {
    // Only the browser knows who is looking; read once on opening.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  return { state, reload };
}
