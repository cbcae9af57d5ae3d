import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { solveAltcha } from "@/lib/client/browser/solve-altcha";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { resetLinkedCards } from "./member-cards";
import { visitorApi } from "./member-api";

export interface FreshMember {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
}

/** An address no attempt has used before: a retry, or a second pass, gets its own. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

/**
 * A member of its own for a journey that changes its member's account (password, lockout), made
 * through the join form's own call on a direct-enrollment partner. A retry after a half-finished
 * attempt gets another, so it never meets what the first attempt left. With `withCard`, one fresh
 * card is linked too, which makes it a card member (greeted in the header, not sent to /add_card).
 */
export async function signUpFreshMember(
  baseURL: string,
  options: {
    prefix: string;
    firstName: string;
    withCard?: boolean;
    /** The member's account number at the partner's program, where awards are posted. */
    partnerNumber?: string;
    /** Ticks the join form's email box (which also starts the member at tier 2, as the form says). */
    emailOptIn?: boolean;
  },
): Promise<FreshMember> {
  const member = {
    email: freshEmail(options.prefix),
    password: `Fresh-${randomUUID().slice(0, 8)}-2026`,
    firstName: options.firstName,
  };
  const api = await visitorApi(baseURL);
  try {
    const challenge = altchaChallengeSchema.parse(
      await (await api.context.get("/api/HumanCheck/challenge")).json(),
    );
    const created = await api.send("POST", "/api/Members/Prospects", {
      firstName: member.firstName,
      lastName: "Fresh",
      email: member.email,
      password: member.password,
      passwordConfirm: member.password,
      zipCode: "10001",
      termsAccepted: true,
      ...(options.partnerNumber ? { partnerNumber: options.partnerNumber } : {}),
      ...(options.emailOptIn ? { emailOptIn: true } : {}),
      gRecaptchaResponse: await solveAltcha(challenge),
    });
    if (created.status() !== 201) {
      throw new Error(
        `Signing up ${member.email} answered ${String(created.status())}: ${await created.text()}`,
      );
    }
  } finally {
    await api.context.dispose();
  }
  if (options.withCard) await resetLinkedCards(baseURL, member, 1);
  return member;
}

/** Signs a fresh member in through the sign-in form, as a visitor would, and waits to leave it. */
export async function signInOnForm(page: Page, member: FreshMember): Promise<void> {
  await page.goto("/login");
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}
