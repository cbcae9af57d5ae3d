"use client";

import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";

export type MemberResourceState<T> =
  { status: "loading" } | { status: "error" } | { status: "ready"; data: T };

/**
 * One of the signed-in member's own resources (GET `path`, checked against `schema`), read when
 * the page opens and again on demand after the member changes it: it never refreshes on its own
 * (§7: card-list queries do not refetch and never go stale). A 401 hands over to `onUnauthorized`.
 */
export function useMemberResource<T>(
  path: string,
  schema: z.ZodType<T>,
  onUnauthorized: () => void,
): { state: MemberResourceState<T>; reload: () => Promise<void> } {
  const [state, setState] = useState<MemberResourceState<T>>({ status: "loading" });

  const reload = useCallback(async () => {
    try {
      const response = await fetch(path, {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      if (response.status === 401) {
        onUnauthorized();
        return;
      }
      if (!response.ok) throw new Error(response.statusText);
      setState({ status: "ready", data: schema.parse(await response.json()) });
    } catch {
      setState({ status: "error" });
    }
  }, [path, schema, onUnauthorized]);

  useEffect(() => {
    // Only the browser knows who is looking; read once on opening.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  return { state, reload };
}
