import type { LinkedCard } from "@/lib/shared/contracts/cards";
import { CardBrandBadge } from "./card-brand-badge";

/** One linked card: brand, description and last four, with its delete action or deleting state. */
export function LinkedCardRow({
  card,
  deleting,
  disabled,
  onDelete,
}: {
  card: LinkedCard;
  deleting: boolean;
  disabled: boolean;
  onDelete: () => void;
}) {
  return (
    <li
      className={`flex items-center gap-3 py-4 sm:gap-4 ${deleting ? "opacity-60" : ""}`}
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
