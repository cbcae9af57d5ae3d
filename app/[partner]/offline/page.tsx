import type { Metadata } from "next";

export const metadata: Metadata = { title: "You're offline", robots: { index: false } };

/** Shown by the service worker when a page cannot load without a network. */
export default function OfflinePage() {
  return (
    <div className="content-width py-16 text-center">
      <h1 className="text-3xl font-bold">You&apos;re offline</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">
        Check your connection and try again. Your rewards keep earning while you&apos;re away.
      </p>
    </div>
  );
}
