// The card suite's instruments: made-up card numbers with valid check digits, the frame's
// encryption, and a record of every number typed, answer given and line logged, so the suite can
// prove no card number ever leaves the frame in clear.
import { and, eq, isNull } from "drizzle-orm";
import { afterEach, beforeAll, expect } from "vitest";
import { cards, members } from "@/backend/db/schema";
import { passesLuhn, type CardType } from "@/shared/cards/card-rules";
import { encryptCardNumber } from "@/shared/cards/encrypt-card-number";
import { cardRegistrationResponseSchema, type CardRegistrationResponse } from "@/shared/contracts/cards";
import { apiErrorSchema } from "@/shared/contracts/errors";
import { captureOutput } from "./log-capture";
import { freshIp, solveHumanCheck } from "./solve-human-check";
import type { TestApi, Visitor } from "./support";

export const harbor = "harbor.localhost:3000";
export const greenleaf = "greenleaf.localhost:3000";
export const skyway = "skyway.localhost:3000";

/** Every number a test typed: none may appear in the database, an answer or a log line. */
export const typedNumbers = new Set<string>();
/** Every answer body the card calls gave. */
export const answers: string[] = [];
/** Everything written to the console while the suite ran. */
export const logged: string[] = [];

let serial = 100_000;
/** A fresh number with a valid check digit: `prefix`, serial digits, then the Luhn digit. */
export function cardNumber(prefix: string, length: number): string {
  serial += 1;
  const body = `${prefix}${String(serial).padStart(length - prefix.length - 1, "0")}`.slice(0, length - 1);
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) {
      typedNumbers.add(`${body}${digit}`);
      return `${body}${digit}`;
    }
  }
  throw new Error("unreachable");
}

export const brands: Record<CardType, () => string> = {
  Visa: () => cardNumber("4", 16),
  Mastercard: () => cardNumber("51", 16),
  Amex: () => cardNumber("37", 15),
  Discover: () => cardNumber("6011", 16),
};

let publicKey: CryptoKey | undefined;

/** The backend's key, fetched by each suite as the frame would. */
export function usePublicKey(key: CryptoKey): void {
  publicKey = key;
}

export async function frameCard(number: string, claim: { cardType?: CardType; lastFour?: string } = {}) {
  typedNumbers.add(number);
  if (!publicKey) throw new Error("no key");
  return {
    encryptedCardNumber: await encryptCardNumber(number, publicKey),
    lastFour: claim.lastFour ?? number.slice(-4),
    cardType: claim.cardType ?? "Visa",
  };
}

export async function recorded(response: Response): Promise<Response> {
  answers.push(await response.clone().text());
  return response;
}

export async function link(
  visitor: Visitor,
  creditCards: unknown[],
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: CardRegistrationResponse }> {
  const gRecaptchaResponse = await solveHumanCheck(visitor);
  const token = await visitor.csrfToken();
  const response = await recorded(
    await visitor.call("/api/Member/Cards", {
      method: "POST",
      json: { creditCards, directFileFeedOptIn: true, gRecaptchaResponse, ...extra },
      headers: { "x-xsrf-token": token, ...freshIp() },
    }),
  );
  return { status: response.status, body: cardRegistrationResponseSchema.parse(await response.json()) };
}

/** A refused link (400): the usual error answer beside an empty card list, as the form reads it. */
export const refusedRegistrationSchema = cardRegistrationResponseSchema.extend(apiErrorSchema.shape).strict();

export function codes(body: CardRegistrationResponse): (string | undefined)[] {
  return body.cardRegistration.map((item) => item.error?.code);
}

/** Records everything printed while the suite runs, and fails any test after which a typed number was printed. */
export function watchConsoleForCardNumbers(): void {
  let output: ReturnType<typeof captureOutput> | undefined;
  beforeAll(() => {
    output = captureOutput();
    return () => output?.stop();
  });
  afterEach(() => {
    logged.push(...(output?.lines.splice(0) ?? []));
    // Nothing a test did may have printed a typed number.
    for (const number of typedNumbers) expect(logged.join("\n")).not.toContain(number);
  });
}

/** A member and the cards they have linked and not deleted, read straight from the database. */
export async function liveCardsOf(api: TestApi, email: string) {
  const [member] = await api.testDb.db.select().from(members).where(eq(members.email, email));
  if (!member) throw new Error(`no member ${email}`);
  const rows = await api.testDb.db
    .select()
    .from(cards)
    .where(and(eq(cards.memberId, member.id), isNull(cards.deletedAt)));
  return { member, rows };
}
