import { passwordResetTokenMinutes } from "@/shared/constants";

/** One account's recovery link, with what the member needs to tell the accounts apart. */
export interface RecoveryLink {
  readonly firstName: string;
  readonly lastName: string;
  readonly partnerNumber: string | null;
  readonly url: string;
}

const closing = "If you did not ask for this, you can ignore this email: your password stays as it is.";

function accountLabel(link: RecoveryLink): string {
  const number = link.partnerNumber ? ` (member number ending ${link.partnerNumber.slice(-4)})` : "";
  return `${link.firstName} ${link.lastName}${number}:`;
}

/**
 * The recovery email's text: one link for the usual single account; one link per account, each
 * named, when several accounts share the address and each must be reset on its own.
 */
export function recoveryMailText(partnerName: string, links: readonly RecoveryLink[]): string {
  const [only] = links;
  if (only && links.length === 1) {
    return [
      `Hi ${only.firstName},`,
      "",
      `Someone asked to reset the password of your ${partnerName} account.`,
      `To choose a new password, open this link within ${passwordResetTokenMinutes} minutes:`,
      "",
      only.url,
      "",
      closing,
    ].join("\n");
  }
  return [
    "Hello,",
    "",
    `Someone asked to reset a password for the ${partnerName} accounts that share this email address.`,
    `Each account has its own link. Open the one for the account you want within ${passwordResetTokenMinutes} minutes:`,
    ...links.flatMap((link) => ["", accountLabel(link), link.url]),
    "",
    "After you sign in, you will be asked for an email address of that account's own.",
    "",
    closing,
  ].join("\n");
}
