import { SiteLink } from "@/components/shell/site-link";
import { emailOptInText } from "./email-opt-in-text";
import type { OverviewPartner } from "./overview-types";

/** What email opt-in changes, in the member's own numbers, with the way to change it (the profile). */
export function OverviewEmailOptIn({
  partner,
  tierLevel,
  spendCents,
  mealEarned,
}: {
  partner: OverviewPartner;
  tierLevel: number;
  spendCents: number;
  mealEarned: number;
}) {
  const content = emailOptInText(partner, tierLevel, spendCents, mealEarned);
  if (!content) return null;
  return (
    <section
      aria-labelledby="email-opt-in-heading"
      className="flex flex-col gap-3 rounded-2xl border border-black/10 p-5 sm:p-6"
      data-testid="email-opt-in-value"
    >
      <h2 id="email-opt-in-heading" className="text-xl font-bold">
        What email opt-in changes
      </h2>
      <p>{content.text}</p>
      <SiteLink
        href="/account/user_profile"
        className="text-brand inline-flex min-h-11 items-center font-bold underline underline-offset-4"
      >
        {content.optedIn ? "Email preferences on your profile" : "Opt in to emails on your profile"}
      </SiteLink>
    </section>
  );
}
