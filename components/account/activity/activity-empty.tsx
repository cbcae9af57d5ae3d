import { SiteLink } from "@/components/shell/site-link";

/** The empty or error state (account-center §2, §8): a no-results message and a way to search. */
export function ActivityEmpty({ failed, currencyPlural }: { failed: boolean; currencyPlural: string }) {
  return (
    <div
      className="rounded-2xl border border-black/10 p-6 text-center sm:p-10"
      data-testid="activity-empty"
      role={failed ? "alert" : undefined}
    >
      <h2 className="text-xl font-bold">{failed ? "We could not load your activity" : "No activity yet"}</h2>
      <p className="text-muted mx-auto mt-2 max-w-xl">
        {failed
          ? "Please refresh the page, or try again later. In the meantime, find a restaurant for your next meal."
          : `Dine at a participating restaurant and pay with a linked card: your meals and the ${currencyPlural} they earn appear here.`}
      </p>
      <SiteLink href="/search" className="button-primary mt-6">
        Find restaurants
      </SiteLink>
    </div>
  );
}
