import type { Ref } from "react";
import type { ActivityPartner } from "./activity-types";

export const missingRewardsBannerId = "missing-rewards";

/**
 * How to report a missing reward (account-center §2), with the partner's support contact. It
 * takes focus when the member changes page, so a screen reader starts again above the list.
 */
export function MissingRewardsBanner({
  title,
  body,
  support,
  ref,
}: {
  title: string;
  body: string;
  support: ActivityPartner["support"];
  ref: Ref<HTMLElement>;
}) {
  return (
    <section
      id={missingRewardsBannerId}
      ref={ref}
      tabIndex={-1}
      aria-labelledby="missing-rewards-title"
      data-testid="missing-rewards-banner"
      className="rounded-2xl border-2 border-black/10 bg-black/[0.03] p-4 sm:p-5"
    >
      <h2 id="missing-rewards-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1">{body}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a
          href={support.email.href}
          className="text-brand inline-flex min-h-11 items-center font-bold break-all underline"
        >
          {support.email.display}
        </a>
        <a
          href={support.phone.href}
          className="text-brand inline-flex min-h-11 items-center font-bold underline"
        >
          {support.phone.formatted}
        </a>
      </p>
    </section>
  );
}
