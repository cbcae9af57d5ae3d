import type { LinkedCard } from "@/shared/contracts/cards";

const badges: Record<LinkedCard["cardType"], { label: string; className: string }> = {
  Visa: { label: "VISA", className: "bg-[#1a1f71] text-white" },
  Mastercard: { label: "MC", className: "bg-[#2b2b2b] text-[#ffb74d]" },
  Amex: { label: "AMEX", className: "bg-[#006fcf] text-white" },
  Discover: { label: "DISC", className: "bg-[#231f20] text-[#ffa35c]" },
};

/** A small card-shaped brand mark; decorative, since the row names the brand in words. */
export function CardBrandBadge({ cardType }: { cardType: LinkedCard["cardType"] }) {
  const badge = badges[cardType];
  return (
    <span
      aria-hidden="true"
      className={`flex h-8 w-12 shrink-0 items-center justify-center rounded-md text-xs font-bold tracking-wider shadow-sm sm:h-9 sm:w-14 ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}
