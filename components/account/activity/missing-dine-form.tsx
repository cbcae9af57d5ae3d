"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useContractForm } from "@/components/forms/contract-form";
import { FormFrame } from "@/components/forms/form-frame";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useTextField } from "@/components/forms/use-form-field";
import { ApiError } from "@/lib/client/api/http";
import { searchMerchants } from "@/lib/client/api/merchant-search";
import { reportMissingDine } from "@/lib/client/api/missing-dines";
import { linkedCardsQuery } from "@/lib/client/query/card-queries";
import { activityKeys, merchantKeys } from "@/lib/client/query/keys";
import type { MissingDineAnswer } from "@/shared/contracts/missing-dine";
import { missingDineMaxAgeDays, missingDineWaitDays } from "@/shared/contracts/missing-dine-values";

const loadSchema = () => import("./missing-dine-form-schema").then((module) => module.missingDineFormSchema);

const dayMs = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The name typed settles this long before it is searched: one search per pause, not per key. */
const searchPauseMs = 300;

/** The restaurants whose name holds what the member typed, through the merchant search. */
function useRestaurantMatches(name: string) {
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => {
      setTerm(name.trim());
    }, searchPauseMs);
    return () => {
      clearTimeout(timer);
    };
  }, [name]);
  return useQuery({
    queryKey: merchantKeys.search(`missing-dine:${term.toLowerCase()}`),
    queryFn: ({ signal }) => searchMerchants({ restaurantOrCuisine: term, pageSize: "20" }, signal),
    enabled: term.length >= 2,
    staleTime: 60_000,
  });
}

function answerText(answer: MissingDineAnswer, currencyPlural: string): string {
  if (answer.outcome === "claim")
    return `We couldn't find it yet. Your reference is ${answer.reference}; support will look into it.`;
  const { merchantName, benefitAmount } = answer.award;
  return benefitAmount > 0
    ? `We found your dine at ${merchantName}: ${String(benefitAmount)} ${currencyPlural} are on their way.`
    : `We found your dine at ${merchantName}. It earned no ${currencyPlural} under the program's rules; it now shows in your history.`;
}

/**
 * "Report a missing dine" (decision 0069): the meal's date, the restaurant picked from a search
 * by name, the amount and the card paid with, checked by the contract the API checks. The answer
 * replaces the form: the award found, or the claim's reference for support.
 */
export function MissingDineForm({ currencyPlural }: { currencyPlural: string }) {
  const queryClient = useQueryClient();
  const [today] = useState(() => Date.now());
  const [answer, setAnswer] = useState<MissingDineAnswer | null>(null);
  const [restaurantName, setRestaurantName] = useState("");
  const matches = useRestaurantMatches(restaurantName);
  const cards = useQuery(linkedCardsQuery);
  const form = useContractForm(loadSchema, {
    defaultValues: { date: "", merchantId: "", amount: "", cardId: "" },
  });
  const date = useTextField(form.control, "date");
  const merchantId = useTextField(form.control, "merchantId");
  const amount = useTextField(form.control, "amount");
  const cardId = useTextField(form.control, "cardId");
  const { onSubmit, busy, formError } = useFormSubmit(form, {
    invalidMessage: "Check the fields above.",
    failureMessage: (error, shown) =>
      shown > 0
        ? "Check the fields above."
        : error instanceof ApiError && error.status === 429
          ? "Too many reports in a short time. Try again in a few minutes."
          : "We couldn't send your report. Try again in a moment.",
    submit: async (values) => {
      const result = await reportMissingDine(values);
      setAnswer(result);
      if (result.outcome === "found") await queryClient.invalidateQueries({ queryKey: activityKeys.all });
      return "stay";
    },
  });

  if (answer)
    return (
      <p role="status" data-testid="missing-dine-result" className="text-lg">
        {answerText(answer, currencyPlural)}
      </p>
    );

  const restaurantOptions = (matches.data?.merchants ?? []).map((merchant) => ({
    value: merchant.id,
    label: `${merchant.name}, ${merchant.location.address.address1}, ${merchant.location.address.city}`,
  }));
  const restaurantHint =
    restaurantName.trim().length < 2
      ? "Type at least two letters of the restaurant's name above."
      : matches.isFetching
        ? "Searching…"
        : matches.isError
          ? "The search did not answer. Try again."
          : `${String(restaurantOptions.length)} restaurant${restaurantOptions.length === 1 ? "" : "s"} found.`;

  return (
    <FormFrame
      busy={busy}
      onSubmit={onSubmit}
      error={formError}
      testId="missing-dine-error"
      submit={<SubmitButton busy={busy} label="Report the missing dine" />}
    >
      <p>
        Meals from {missingDineWaitDays} to {missingDineMaxAgeDays} days ago can be reported: rewards take up
        to {missingDineWaitDays} days to appear.
      </p>
      <TextField
        id="missing-dine-date"
        label="Date of the meal"
        type="date"
        required
        min={utcDay(today - missingDineMaxAgeDays * dayMs)}
        max={utcDay(today - missingDineWaitDays * dayMs)}
        {...date}
      />
      <div>
        <label htmlFor="missing-dine-restaurant-name" className="block font-bold">
          Search restaurants by name
        </label>
        <input
          id="missing-dine-restaurant-name"
          type="search"
          autoComplete="off"
          value={restaurantName}
          onChange={(event) => {
            setRestaurantName(event.target.value);
            // A new name lists other restaurants: the one chosen from the last list is not sent unseen.
            if (form.getValues("merchantId") !== "") form.setValue("merchantId", "");
          }}
          className="border-muted mt-1 block min-h-12 w-full rounded-lg border bg-white px-3 text-base"
        />
      </div>
      <SelectField
        id="missing-dine-restaurant"
        label="Restaurant"
        required
        placeholder={restaurantOptions.length === 0 ? "Search by name first" : "Choose the restaurant…"}
        hint={restaurantHint}
        options={restaurantOptions}
        {...merchantId}
      />
      <TextField
        id="missing-dine-amount"
        label="Amount of the bill in dollars"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="As on your card statement, such as 80 or 80.50."
        {...amount}
      />
      <SelectField
        id="missing-dine-card"
        label="Card you paid with"
        required
        placeholder={cards.isPending ? "Loading your cards…" : "Choose the card…"}
        options={(cards.data ?? []).map((card) => ({
          value: card.id,
          label: `${card.description || card.cardType} ending in ${card.lastFour}`,
        }))}
        {...cardId}
      />
    </FormFrame>
  );
}
