"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { AddCardCopy } from "@/shared/contracts/copy/add-card";
import { statusToast } from "@/components/ui/toasts";
import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { deleteLinkedCard } from "@/lib/client/api/cards";
import { isUnauthorized } from "@/lib/client/api/http";
import { linkedCardsQuery } from "@/lib/client/query/card-queries";
import { cardKeys } from "@/lib/client/query/keys";
import type { LinkedCard } from "@/shared/contracts/cards";
import { authHrefs } from "@/shared/rules/auth-links";
import type { CardTypeCode } from "@/partners/schema";
import { useAccountSession } from "./account-session";
import { DeleteCardDialog } from "./delete-card-dialog";
import { LinkCardSection } from "./link-card-section";
import { LinkedCardRow } from "./linked-card-row";

/**
 * /account/manage_cards (account-center §2, §4 Card deletion, §8): the linked cards, each with
 * a confirmed delete, then the link-card form or the maximum notice. Deleting the last card
 * closes the account, so the member is then signed out with a full page load.
 */
export function ManageCards({
  partner,
  copy,
}: {
  partner: { programName: string; accepted: readonly CardTypeCode[]; hasPartnerLoadedCards: boolean };
  copy: AddCardCopy;
}) {
  const { signInAgain } = useAccountSession();
  const queryClient = useQueryClient();
  // Read again whenever the page opens: cards may have been linked on /add_card meanwhile.
  const linked = useQuery({ ...linkedCardsQuery, refetchOnMount: "always" });
  const reload = () => queryClient.invalidateQueries({ queryKey: cardKeys.linked() });
  const signedOut = isUnauthorized(linked.error);
  useEffect(() => {
    if (signedOut) signInAgain();
  }, [signedOut, signInAgain]);
  const state = linked.isPending
    ? ({ status: "loading" } as const)
    : linked.isError
      ? ({ status: "error" } as const)
      : ({ status: "ready", data: linked.data } as const);
  const [confirming, setConfirming] = useState<LinkedCard | null>(null);
  const cards = state.status === "ready" ? state.data : [];
  // The ids listed before the last link: a row not among them is the card just linked.
  const [idsBeforeLink, setIdsBeforeLink] = useState<ReadonlySet<string> | null>(null);
  const closesAccount = cards.length === 1;

  const deletion = useMutation({
    mutationFn: ({ card }: { card: LinkedCard; lastCard: boolean }) => deleteLinkedCard(card.id),
    onSuccess: async (_, { card, lastCard }) => {
      statusToast("success", `Your card ending in ${card.lastFour} has been deleted.`);
      if (lastCard) {
        // The account is closed and its session ended: sign out fully, nothing of it stays in memory.
        fullPageNavigate(authHrefs.signOut);
        return;
      }
      // The row stays busy until the list is read again without it.
      await reload();
    },
    onError: (error, { card }) => {
      if (isUnauthorized(error)) {
        signInAgain();
        return;
      }
      statusToast(
        "error",
        `Your card ending in ${card.lastFour} can not be deleted, please try again later.`,
      );
    },
  });
  // A closed account leaves by a page load: its rows stay busy until the page goes.
  const deletingId =
    deletion.isPending || (deletion.isSuccess && deletion.variables.lastCard)
      ? deletion.variables.card.id
      : null;

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="linked-cards-heading"
        className="rounded-2xl border border-black/10 p-4 sm:p-6"
        data-testid="linked-cards"
      >
        <h2 id="linked-cards-heading" className="text-xl font-bold">
          Your linked cards
        </h2>
        {state.status === "loading" ? (
          <p role="status" className="text-muted py-4">
            Loading your cards…
          </p>
        ) : state.status === "error" ? (
          <p
            role="alert"
            className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800"
          >
            We could not load your cards. Please refresh the page, or try again later.
          </p>
        ) : (
          <ul className="divide-y divide-black/10" aria-label="Linked cards">
            {cards.map((card) => (
              <LinkedCardRow
                key={card.id}
                card={card}
                justLinked={idsBeforeLink !== null && !idsBeforeLink.has(card.id)}
                deleting={deletingId === card.id}
                disabled={deletingId !== null}
                onDelete={() => {
                  setConfirming(card);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {state.status === "ready" ? (
        <LinkCardSection
          linkedCount={cards.length}
          accepted={partner.accepted}
          hasPartnerLoadedCards={partner.hasPartnerLoadedCards}
          copy={copy}
          onLinked={() => {
            setIdsBeforeLink(new Set(cards.map((card) => card.id)));
            return reload();
          }}
          onUnauthorized={signInAgain}
        />
      ) : null}
      <DeleteCardDialog
        card={confirming}
        closesAccount={closesAccount}
        programName={partner.programName}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          const card = confirming;
          setConfirming(null);
          if (card) deletion.mutate({ card, lastCard: closesAccount });
        }}
      />
    </div>
  );
}
