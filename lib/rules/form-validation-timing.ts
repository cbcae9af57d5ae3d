/**
 * When a field shows its error (public-and-shared §5: "validate on blur first, then on change
 * after submission"): nothing while the visitor first types, the error once they leave the
 * field, and after a submit attempt on every keystroke so a fix is confirmed at once.
 */
export function shouldShowFieldError(state: { touched: boolean; submitted: boolean }): boolean {
  return state.touched || state.submitted;
}
