/**
 * The password fields' warning (public-and-shared §5): "Caps lock is on.", "Num lock is on." or
 * both, read from the last key event's modifier state. Null when neither is on.
 */
export function lockKeyWarning(state: { capsLock: boolean; numLock: boolean }): string | null {
  const parts = [state.capsLock ? "Caps lock is on." : null, state.numLock ? "Num lock is on." : null].filter(
    (part): part is string => part !== null,
  );
  return parts.length > 0 ? parts.join(" ") : null;
}
