import "server-only";

/** How much of an error message a log line keeps: enough to recognise it, too little to leak. */
const maxMessageLength = 160;

/**
 * An error message fit for the log. Database errors carry the query's parameters (drizzle's
 * "params: …"), the offending values ("Key (email)=(…)"), and quoted input; all of it can be an
 * email, a password hash, a phone number or an address. Everything after "params:" goes, quoted
 * and parenthesised values become "…", and the rest is cut short.
 */
export function redactErrorMessage(message: string): string {
  const beforeParams = message.split(/\bparams:/i)[0] ?? "";
  return beforeParams
    .replace(/=\([^)]*\)/g, "=(…)")
    .replace(/"(?:[^"\\]|\\.)*"/g, (quoted) => (/^"[\w.]+"$/.test(quoted) ? quoted : '"…"'))
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .replace(/\S+@\S+/g, "…")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxMessageLength);
}
