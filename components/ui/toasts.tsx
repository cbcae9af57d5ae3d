"use client";

import type { ReactNode } from "react";
import { statusToastMs } from "@/shared/constants";

// sonner loads after hydration (docs/performance.md, Bundles): a toast asked for meanwhile waits
// for that import, then shows in the region (toast-region.tsx), which sonner fills with any toast
// raised before it mounted.
const sonner = () => import("sonner");

export type StatusKind = "success" | "error" | "warning";

const prefixes: Record<StatusKind, string> = { success: "Success: ", error: "Error: ", warning: "Warning: " };

/**
 * A status toast: 3 s, its kind spoken by screen readers through a visually hidden prefix.
 * `persistent` keeps it until closed (the activation error toast never auto-closes).
 */
export function statusToast(
  kind: StatusKind,
  message: ReactNode,
  options: { persistent?: boolean; id?: string } = {},
): void {
  const content = (
    <span>
      <span className="sr-only">{prefixes[kind]}</span>
      {message}
    </span>
  );
  void sonner().then(({ toast }) =>
    toast[kind](content, {
      duration: options.persistent ? Number.POSITIVE_INFINITY : statusToastMs,
      ...(options.id ? { id: options.id } : {}),
    }),
  );
}

/** "A new version is available" with a Reload button; it stays until the visitor acts or closes it. */
export function newVersionToast(onReload: () => void): void {
  void sonner().then(({ toast }) =>
    toast("A new version of this site is available.", {
      id: "new-version",
      duration: Number.POSITIVE_INFINITY,
      action: { label: "Reload", onClick: onReload },
    }),
  );
}
