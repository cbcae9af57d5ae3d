import { lockoutMinutes, signInAttemptsBeforeLockout } from "@/shared/constants";

export interface LockoutMailInput {
  readonly programName: string;
  readonly firstName: string;
  readonly unlockUrl: string;
  readonly recoverUrl: string;
  readonly supportPhone: string;
  readonly supportEmail: string;
}

export function lockoutMailSubject(programName: string): string {
  return `Your ${programName} account is locked for now`;
}

/**
 * The lockout email's text, in the program's name: what happened, the link that ends the lock
 * (the owner may be the one who mistyped, or someone else may be guessing), and what to do if
 * the attempts were not theirs.
 */
export function lockoutMailText(input: LockoutMailInput): string {
  return [
    `Hi ${input.firstName},`,
    "",
    `Someone tried to sign in to your ${input.programName} account with a wrong password ${String(signInAttemptsBeforeLockout)} times in a row, so we locked it for ${String(lockoutMinutes)} minutes to keep it safe. Nobody signed in.`,
    "",
    "Was it you, or do you want to sign in now? Open this link to unlock your account:",
    "",
    input.unlockUrl,
    "",
    "The link works once, until the lock ends. Until then, devices you signed in on before can still sign in with your password.",
    "",
    "Not you? Your password was not guessed, but you can choose a new one here:",
    input.recoverUrl,
    "",
    `Questions? Call us at ${input.supportPhone} or write to ${input.supportEmail}.`,
    "",
    input.programName,
  ].join("\n");
}
