"use client";

import { Suspense } from "react";
import { ActivityScreen } from "./activity-screen";
import type { ActivityCopy, ActivityPartner } from "./activity-types";

/** The recent-activity page's client app, on the site's one QueryClient. */
export function RecentActivity({ partner, copy }: { partner: ActivityPartner; copy: ActivityCopy }) {
  return (
    // useSearchParams needs a boundary so the rest of the page still renders statically.
    <Suspense
      fallback={
        <p role="status" className="text-muted py-6 text-center">
          Loading your activity…
        </p>
      }
    >
      <ActivityScreen partner={partner} copy={copy} />
    </Suspense>
  );
}
