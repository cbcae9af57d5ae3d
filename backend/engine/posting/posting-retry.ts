// Pure rules of the posting queue (docs/decisions/0064-posting-to-the-partner.md), as the mail
// queue's (backend/services/mail/mail-retry.ts): no "server-only" guard, so unit tests share them.

/** How long a send holds its lines: past this a send that never finished (a crash) is sent again. */
export const postingLeaseMs = 10 * 60_000;

/**
 * A line sent in a file and not answered within this is sent again, in a later file: the partner
 * answers a line it has seen before with its first answer, so a resend credits nothing twice.
 */
export const postingAckTimeoutMs = 3 * 86_400_000;

/** Lines in one accrual file: a day's awards of a large program, with room to spare. */
export const maxLinesPerAccrualFile = 50_000;

const firstRetryMs = 60_000;
const longestRetryMs = 60 * 60_000;

/**
 * The wait after the `attempts`-th failed send: 1, 2, 4, … minutes, at most an hour. There is no
 * last try: an award is the member's, so a line is sent hourly until the partner answers.
 */
export function postingRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.min(exponent, 16));
}

/** A send that failed because of the partner's side, with the class of failure kept on the lines. */
export class PostingSendError extends Error {
  override readonly name = "PostingSendError";
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * What is stored and logged of a failed send: our code (`HTTP 503`, `InvalidAnswer`), a system
 * error's code (ENOENT, ECONNREFUSED) or the error's class. Never the message: an answer's body
 * or a path can carry an account number.
 */
export function postingErrorName(error: unknown): string {
  if (error instanceof PostingSendError) return error.code;
  const fields: { name?: unknown; code?: unknown; cause?: unknown } =
    typeof error === "object" && error !== null ? error : {};
  if (typeof fields.code === "string" && /^E[A-Z]+$/.test(fields.code)) return fields.code;
  // fetch wraps the socket's failure: "TypeError: fetch failed" with the system error as its cause.
  if (fields.cause !== undefined && fields.cause !== error) {
    const cause = postingErrorName(fields.cause);
    if (/^E[A-Z]+$/.test(cause)) return cause;
  }
  return typeof fields.name === "string" && /^[A-Za-z]+$/.test(fields.name) ? fields.name : "Error";
}
