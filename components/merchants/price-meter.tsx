import { priceMax } from "@/shared/constants";

/**
 * Price range on a meter of 4: the level's "$" strong in the brand colour, the rest in the
 * muted colour (still AA contrast: it is text); read as "Price 2 out of 4".
 */
export function PriceMeter({ level }: { level: number }) {
  const filled = Math.max(0, Math.min(priceMax, Math.round(level)));
  return (
    <span className="text-sm tracking-wide" role="img" aria-label={`Price ${filled} out of ${priceMax}`}>
      <span aria-hidden="true" className="text-brand font-bold">
        {"$".repeat(filled)}
      </span>
      <span aria-hidden="true" className="text-muted">
        {"$".repeat(priceMax - filled)}
      </span>
    </span>
  );
}
