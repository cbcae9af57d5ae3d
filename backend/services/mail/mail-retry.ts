// Pure rules of the mail queue (docs/decisions/0052-durable-jobs-and-mail.md): no "server-only"
// guard, so the unit test and the delivery job share them.

/** Tries a message gets before it is dead-lettered: about four hours of backoff between them. */
export const mailMaxAttempts = 10;

/** How long a try holds its message: past this a try that never finished (a crash) is tried again. */
export const mailLeaseMs = 10 * 60_000;

const firstRetryMs = 60_000;
const longestRetryMs = 60 * 60_000;

/** The wait after the `attempts`-th failed try: 1, 2, 4, … minutes, at most an hour. */
export function mailRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.min(exponent, 16));
}

interface SmtpError {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly responseCode?: unknown;
}

function fields(error: unknown): SmtpError {
  return typeof error === "object" && error !== null ? error : {};
}

/**
 * What is stored and logged of a failed try: nodemailer's error code (ECONNECTION, EENVELOPE, …)
 * and the server's reply code, else the error's class. Never the message: a server's reply quotes
 * the recipient's address.
 */
export function mailErrorName(error: unknown): string {
  const { name, code, responseCode } = fields(error);
  const label =
    typeof code === "string" && /^E[A-Z]+$/.test(code) ? code : typeof name === "string" ? name : "Error";
  return typeof responseCode === "number" ? `${label} ${String(responseCode)}` : label;
}

/** Codes that mean the server itself could not be used: every other message would fail the same way. */
const serverUnusable = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "EAUTH", "ETLS", "EPROXY"]);

/**
 * True when a failure is the server's (down, unreachable, refusing our credentials) rather than
 * the message's: delivery then stops for this run, so an outage costs one message one try instead
 * of every queued message a try each.
 */
export function mailServerUnusable(error: unknown): boolean {
  const { code } = fields(error);
  return typeof code === "string" && serverUnusable.has(code);
}
