import { randomInt } from "node:crypto";
import { solveAltcha } from "@/lib/client/browser/solve-altcha";
import { passesLuhn } from "@/shared/cards/card-rules";
import { encryptCardNumber, importCardPublicKey } from "@/shared/cards/encrypt-card-number";
import { cardPublicJwkSchema } from "@/shared/cards/card-public-key";
import { linkedCardsResponseSchema, type LinkedCard } from "@/shared/contracts/cards";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { memberApi, type MemberApi } from "./member-api";

/**
 * A Visa number no journey has linked before: random digits and a valid check digit. A card
 * stays with its first holder, so a journey that links cards (and its retries) needs new ones.
 */
export function freshVisaNumber(): string {
  const body = `4${Array.from({ length: 14 }, () => String(randomInt(0, 10))).join("")}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${String(digit)}`)) return `${body}${String(digit)}`;
  }
  throw new Error("unreachable: one check digit always fits");
}

async function linkedCards(api: MemberApi): Promise<LinkedCard[]> {
  return linkedCardsResponseSchema.parse(await (await api.context.get("/api/Member/Cards")).json());
}

async function linkFreshCard(api: MemberApi): Promise<void> {
  const key = await importCardPublicKey(
    cardPublicJwkSchema.parse(await (await api.context.get("/api/Cards/PublicKey")).json()),
  );
  const challenge = altchaChallengeSchema.parse(
    await (await api.context.get("/api/HumanCheck/challenge")).json(),
  );
  const number = freshVisaNumber();
  const linked = await api.send("POST", "/api/Member/Cards", {
    creditCards: [
      {
        encryptedCardNumber: await encryptCardNumber(number, key),
        lastFour: number.slice(-4),
        cardType: "Visa",
      },
    ],
    gRecaptchaResponse: await solveAltcha(challenge),
  });
  if (!linked.ok())
    throw new Error(`Linking a card answered ${String(linked.status())}: ${await linked.text()}`);
}

/**
 * Puts a member's account in a known state through the product's own calls: open, with exactly
 * `count` linked cards (fresh ones linked, extra ones deleted). A journey that changes its
 * member's cards starts with this, so a retry after a half-finished attempt starts the same way.
 * Answers the cards as listed.
 */
export async function resetLinkedCards(
  baseURL: string,
  member: { email: string; password: string },
  count: number,
): Promise<LinkedCard[]> {
  if (count < 1) throw new Error("An open account keeps at least one card");
  const api = await memberApi(baseURL, member.email, member.password);
  try {
    let cards = await linkedCards(api);
    while (cards.length < count) {
      await linkFreshCard(api);
      cards = await linkedCards(api);
    }
    for (const extra of cards.slice(count)) {
      const deleted = await api.send("DELETE", `/api/Member/Cards?id=${encodeURIComponent(extra.id)}`);
      if (!deleted.ok()) throw new Error(`Deleting a card answered ${String(deleted.status())}`);
    }
    return await linkedCards(api);
  } finally {
    await api.context.dispose();
  }
}

/**
 * Deletes the member's linked cards that came from the partner's preloaded list, which offers
 * them for linking again: a journey that links preloaded cards starts with this, since a card
 * that is already linked is no longer offered. Cards the member typed in stay.
 */
export async function unlinkPartnerCards(
  baseURL: string,
  member: { email: string; password: string },
): Promise<void> {
  const api = await memberApi(baseURL, member.email, member.password);
  try {
    for (const card of (await linkedCards(api)).filter((linked) => linked.partnerCardId !== null)) {
      const deleted = await api.send("DELETE", `/api/Member/Cards?id=${encodeURIComponent(card.id)}`);
      if (!deleted.ok()) throw new Error(`Deleting a card answered ${String(deleted.status())}`);
    }
  } finally {
    await api.context.dispose();
  }
}
