/**
 * What a form's check needs (its contract's code) starts loading the first time the member
 * focuses or presses one of its fields: ahead of the first blur, so that check mostly finds it
 * ready, yet not while the page hydrates (Lighthouse's TBT window, issue 14). Keyed by the
 * form's control, which the field hooks hold.
 */
interface Warmup {
  warm: () => void;
  used: boolean;
  /** One listener per form, so a field's ref called again adds nothing (addEventListener dedupes). */
  listener: () => void;
}

const warmups = new WeakMap<object, Warmup>();

function warmupOf(control: object): Warmup {
  const known = warmups.get(control);
  if (known) return known;
  const warmup: Warmup = {
    warm: () => undefined,
    used: false,
    listener: () => {
      if (warmup.used) return;
      warmup.used = true;
      warmup.warm();
    },
  };
  warmups.set(control, warmup);
  return warmup;
}

/** What to start when the member first engages with the form (set by useContractForm). */
export function setFormWarmup(control: object, warm: () => void): void {
  warmupOf(control).warm = warm;
}

/** The listener a field adds for its first focus or press; only the form's first call warms. */
export function formWarmupListener(control: object): () => void {
  return warmupOf(control).listener;
}
