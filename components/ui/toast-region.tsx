"use client";

import { Toaster } from "sonner";

/**
 * Where every toast appears: top centre (public-and-shared §8), one at a time (decision 0036):
 * the next shows once the first closes. Mounted just after hydration
 * (overlays.tsx); sonner replays a toast raised before it mounted.
 */
export function ToastRegion() {
  return (
    <Toaster position="top-center" closeButton visibleToasts={1} toastOptions={{ className: "font-sans" }} />
  );
}
