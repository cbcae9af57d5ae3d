import { z } from "zod";

// In the browser, zod must never try eval: the pages' Content-Security-Policy has no
// 'unsafe-eval', and zod's probe for it (`Function("")`, on the first object it parses) is
// reported as a CSP violation (Lighthouse best practices: issues in the DevTools panel). Every
// contract imports this file, so the setting is in place before any schema runs.
if (typeof window !== "undefined") z.config({ jitless: true });

/**
 * Every string the contracts accept passes through one of these, so no field lets a control
 * character through: a NUL byte reaches PostgreSQL as an error (a 500 before this existed), and
 * invisible characters in names, emails or addresses make records that look alike but are not.
 */
export const controlCharacterMessage =
  "Remove the unsupported characters (such as line breaks or control codes).";

// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const anyControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Tab, line feed and carriage return are text in multi-line fields; the rest never are.
// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const nonTextControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A single-line string: no control characters at all. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !anyControl.test(value), controlCharacterMessage);
}

/** A string that may span lines (comments, copy): tab and line breaks allowed, other controls not. */
export function multilineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !nonTextControl.test(value), controlCharacterMessage);
}

/** An http(s) URL with no control characters (WHATWG parsing would silently drop tabs and breaks). */
export function webUrl(params?: Parameters<typeof z.url>[0], maxLength = 2000) {
  // Checked before parsing: z.url() hands back the normalised URL, tabs already gone.
  return text()
    .max(maxLength, `Use a web address of at most ${String(maxLength)} characters`)
    .pipe(z.url(params));
}

/**
 * A whole number from a query string, written in decimal digits only: "0x10", "1e1", " 5", "+5"
 * and "5.0" are refused, where Number() would read each of them as a number.
 */
export function queryInteger(
  name: string,
  min: number,
  max: number,
  messages: { readonly min?: string; readonly max?: string } = {},
) {
  const range = `${name} must be a whole number from ${String(min)} to ${String(max)}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, messages.min ?? range)
        .max(max, messages.max ?? range),
    );
}
