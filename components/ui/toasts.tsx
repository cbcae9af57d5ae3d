"use client";

import type { ReactNode } from "react";
import { Toaster, toast } from "sonner";
import { statusToastMs } from "@/lib/shared/constants";

/**
 * Where every toast appears: top centre (public-and-shared §8), one at a time (issue 12 "No
 * interruptions"); the next shows once the first closes.
 */
export function ToastRegion() {
  return (
    <Toaster position="top-center" closeButton visibleToasts={1} toastOptions={{ className: "font-sans" }} />
  );
}

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
) {
  const content = (
    <span>
      <span className="sr-only">{prefixes[kind]}</span>
      {message}
    </span>
  );
  return toast[kind](content, {
    duration: options.persistent ? Number.POSITIVE_INFINITY : statusToastMs,
    ...(options.id ? { id: options.id } : {}),
  });
}

/** "A new version is available" with a Reload button; it stays until the visitor acts or closes it. */
export function newVersionToast(onReload: () => void) {
  return toast("A new version of this site is available.", {
    id: "new-version",
    duration: Number.POSITIVE_INFINITY,
    action: { label: "Reload", onClick: onReload },
  });
}
