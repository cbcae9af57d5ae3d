"use client";

import { useCallback, useEffect, useState } from "react";
import { linkedCardsResponseSchema, type LinkedCard } from "@/lib/contracts/cards";

export type LinkedCardsState =
  { status: "loading" } | { status: "error" } | { status: "ready"; cards: readonly LinkedCard[] };

/**
 * The member's linked cards (GET /api/Member/Cards), read when the page opens and again on
 * demand after a card is linked or deleted: the list never refreshes on its own (§7: card-list
 * queries do not refetch and never go stale). A 401 hands over to `onUnauthorized`.
 */
export function useLinkedCards(onUnauthorized: () => void): {
  state: LinkedCardsState;
  reload: () => Promise<void>;
} {
  const [state, setState] = useState<LinkedCardsState>({ status: "loading" });

  const reload = useCallback(async () => {
    try {
      const response = await fetch("/api/Member/Cards", {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      if (response.status === 401) {
        onUnauthorized();
        return;
      }
      if (!response.ok) throw new Error(response.statusText);
      setState({ status: "ready", cards: linkedCardsResponseSchema.parse(await response.json()) });
    } catch {
      setState({ status: "error" });
    }
  }, [onUnauthorized]);

  useEffect(() => {
    // The list is only known in the browser, for the member looking; read it once on opening.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  return { state, reload };
}
