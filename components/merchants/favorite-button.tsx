"use client";

import { useState } from "react";
import { statusToast } from "@/components/ui/toasts";
import { useFavoriteToggle } from "./use-favorite-toggle";

/**
 * The favourite heart on a merchant card. Optimistic: the heart flips at once and the server's
 * answer (the member's full list) settles it; a failure puts it back and says so.
 */
export function FavoriteButton({
  merchantId,
  merchantName,
  initial,
  onChange,
}: {
  merchantId: string;
  merchantName: string;
  initial: boolean;
  onChange?: (merchantId: string, favorite: boolean) => void;
}) {
  const [saved, setSaved] = useState(initial);
  // The card's data can change under a mounted heart (the server's anonymous first page, then
  // the member's own answer): a new value from the data replaces what the heart held.
  const [fromData, setFromData] = useState(initial);
  if (initial !== fromData) {
    setFromData(initial);
    setSaved(initial);
  }
  const toggle = useFavoriteToggle();
  // While the change is on its way the heart shows it; a failure leaves the saved state showing.
  const favorite = toggle.isPending ? toggle.variables.favorite : saved;

  function flip() {
    toggle.mutate(
      { merchantId, favorite: !favorite },
      {
        onSuccess: (ids) => {
          const settled = ids.includes(merchantId);
          setSaved(settled);
          onChange?.(merchantId, settled);
        },
        onError: () => {
          statusToast("error", `We couldn't update your favorites. Please try again.`);
        },
      },
    );
  }

  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={`Favorite ${merchantName}`}
      aria-busy={toggle.isPending}
      data-testid="favorite-button"
      onClick={flip}
      className="bg-surface/95 flex size-11 items-center justify-center rounded-full shadow-md transition hover:scale-105"
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={favorite ? "var(--brand-accent)" : "none"}
          stroke={favorite ? "var(--brand-accent)" : "currentColor"}
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
