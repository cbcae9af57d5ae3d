"use client";

import { useState } from "react";
import {
  clearStoredValues,
  csrfTokenKey,
  storedValueKeys,
  visitPromotionsKey,
} from "@/lib/client/browser/stored-values";

/** Lists the values this browser keeps for the site and clears them in one go. */
export function StoredValuesPanel() {
  const [cleared, setCleared] = useState(false);
  return (
    <div>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {[
          ...Object.values(storedValueKeys),
          `${csrfTokenKey} (session)`,
          `${visitPromotionsKey} (session)`,
        ].map((key) => (
          <li key={key}>
            <code>{key}</code>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button-secondary mt-4"
        onClick={() => {
          clearStoredValues();
          setCleared(true);
        }}
      >
        Clear stored values
      </button>
      <p role="status" className="mt-2 text-sm">
        {cleared ? "Stored values cleared." : ""}
      </p>
    </div>
  );
}
