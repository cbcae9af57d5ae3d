"use client";

import { useState } from "react";
import { AddCardForm } from "@/components/enrollment/add-card-form";
import type { AddCardCopy } from "@/shared/contracts/copy/add-card";
import type { RegistrationOutcome } from "@/components/enrollment/card-registration-outcome";
import { CardResults } from "@/components/enrollment/card-results";
import { maxLinkedCards } from "@/shared/constants";
import type { CardTypeCode } from "@/partners/schema";

/**
 * Below the list: the link-card form (the one /add_card uses) while the member has room for
 * another card, otherwise a notice stating the maximum (account-center §2 Manage cards). A link
 * starts the form afresh (cleared selection and frame) and keeps the per-card results above it.
 */
export function LinkCardSection({
  linkedCount,
  accepted,
  hasPartnerLoadedCards,
  copy,
  onLinked,
  onUnauthorized,
}: {
  linkedCount: number;
  accepted: readonly CardTypeCode[];
  hasPartnerLoadedCards: boolean;
  copy: AddCardCopy;
  onLinked: () => Promise<void>;
  onUnauthorized: () => void;
}) {
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);

  return (
    <section aria-labelledby="link-card-heading" className="rounded-2xl border border-black/10 p-4 sm:p-6">
      <h2 id="link-card-heading" className="text-xl font-bold">
        Link another card
      </h2>
      {outcome && outcome.failed.length > 0 ? (
        <div className="mt-4">
          <CardResults outcome={outcome} />
        </div>
      ) : null}
      {linkedCount >= maxLinkedCards ? (
        <p
          className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950"
          data-testid="max-cards-notice"
        >
          You have linked the maximum of {maxLinkedCards} cards. Delete a card to link a different one.
        </p>
      ) : (
        <>
          <p className="text-muted mt-1 mb-4">
            Link every card you dine with: each one earns at participating restaurants. You can link up to{" "}
            {maxLinkedCards} cards.
          </p>
          <AddCardForm
            key={formKey}
            accepted={accepted}
            hasPartnerLoadedCards={hasPartnerLoadedCards}
            copy={copy}
            onUnauthorized={onUnauthorized}
            onLinked={(result) => {
              setOutcome(result);
              setFormKey((key) => key + 1);
              void onLinked();
            }}
          />
        </>
      )}
    </section>
  );
}
