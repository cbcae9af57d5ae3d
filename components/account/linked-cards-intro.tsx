/**
 * The line under the Linked cards heading. "You earn …" reads right for every currency name:
 * "the cash back are added" did not (a mass noun takes no plural verb), and neither would "the
 * points is added".
 */
export function LinkedCardsIntro({ currencyPlural }: { currencyPlural: string }) {
  return (
    <p className="text-muted mt-2 mb-6 text-lg">
      Pay with a linked card at a participating restaurant and you earn {currencyPlural} automatically.
    </p>
  );
}
