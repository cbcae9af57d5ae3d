import { useEffect, useRef } from "react";
import type { LinkedCard } from "@/shared/contracts/cards";
import { CardBrandBadge } from "./card-brand-badge";

/**
 * One linked card: brand, description and last four, with its delete action or deleting state.
 * A card just linked is scrolled into view: the form that linked it sits below the list, so on a
 * phone the new row would otherwise be off screen.
 */
export function LinkedCardRow({
  card,
  deleting,
  disabled,
  justLinked = false,
  onDelete,
}: {
  card: LinkedCard;
  deleting: boolean;
  disabled: boolean;
  justLinked?: boolean;
  onDelete: () => void;
}) {
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!justLinked) return;
    // An instant jump (the default behaviour): no motion for members who asked for less of it.
    row.current?.scrollIntoView({ block: "center" });
  }, [justLinked]);
  return (
    <li
      ref={row}
      data-just-linked={justLinked || undefined}
      className={`flex items-center gap-3 py-4 sm:gap-4 ${deleting ? "opacity-60" : ""} ${justLinked ? "bg-green-50" : ""}`}
      aria-busy={deleting}
      data-testid="linked-card"
    >
      <CardBrandBadge cardType={card.cardType} />
      <div className="min-w-0 flex-1">
        <p className="font-bold break-words">{card.description}</p>
        <p className="text-muted text-sm whitespace-nowrap">Ending in {card.lastFour}</p>
      </div>
      {deleting ? (
        <span role="status" className="text-muted text-sm font-bold">
          Deleting…
        </span>
      ) : (
        <button
          type="button"
          onClick={onDelete}
          disabled={disabled}
          aria-label={`Delete ${card.description} ending in ${card.lastFour}`}
          className="min-h-11 shrink-0 rounded-full border-2 border-red-700 px-3 text-sm font-bold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 sm:px-4"
        >
          Delete
        </button>
      )}
    </li>
  );
}
