"use client";

import Link from "next/link";
import { QuietPage } from "@/components/overlays/overlay-queue";

/** A page that failed to render: say so plainly and offer a retry. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="content-width py-16 text-center">
      <QuietPage />
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">
        This page didn&apos;t load. Please try again in a moment.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="button-primary" onClick={reset}>
          Try again
        </button>
        <Link href="/" className="button-secondary">
          Back to home
        </Link>
      </div>
    </div>
  );
}
