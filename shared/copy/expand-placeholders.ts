/**
 * Copy placeholders (public-and-shared §5): tokens such as CURRENCY_P_1 and PARTNER_NAME_1 are
 * replaced repeatedly until the text stops changing, because a value may itself contain a token
 * (a partner name that mentions its currency, say). CURRENT_YEAR becomes the current year.
 * A cycle (A → B → A) cannot become stable: expansion stops after a bounded number of passes
 * and reports it, instead of hanging.
 */
export type PlaceholderValues = Readonly<Record<string, string>>;

export interface ExpansionResult {
  readonly text: string;
  /** False when the passes ran out: the values refer to each other in a cycle. */
  readonly stable: boolean;
}

/** Enough for any sane nesting; a cycle is reported after this many passes. */
const maxPasses = 10;

const tokenPattern = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_\d+\b|\bCURRENT_YEAR\b/g;

function onePass(text: string, values: PlaceholderValues): string {
  return text.replace(tokenPattern, (token) => values[token] ?? token);
}

export function expandPlaceholdersDetailed(
  text: string,
  values: PlaceholderValues,
  now: Date = new Date(),
): ExpansionResult {
  const all: PlaceholderValues = { CURRENT_YEAR: String(now.getFullYear()), ...values };
  let current = text;
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const next = onePass(current, all);
    if (next === current) return { text: current, stable: true };
    current = next;
  }
  return { text: current, stable: false };
}

/** Expanded copy; a cycle is logged once with the text that caused it. */
export function expandPlaceholders(
  text: string,
  values: PlaceholderValues,
  log: (message: string) => void = console.warn,
  now?: Date,
): string {
  const result = expandPlaceholdersDetailed(text, values, now);
  if (!result.stable) {
    log(`Copy placeholders did not settle after ${maxPasses} passes (a cycle?): "${text.slice(0, 80)}"`);
  }
  return result.text;
}
