import type { RegistrationOutcome } from "./card-registration-outcome";

/** The success and failure lists of a card registration (account-center §4). */
export function CardResults({ outcome }: { outcome: Pick<RegistrationOutcome, "succeeded" | "failed"> }) {
  return (
    <div className="flex flex-col gap-3" data-testid="card-results">
      {outcome.succeeded.length > 0 ? (
        <section aria-label="Linked cards" className="rounded-lg border-2 border-green-700 bg-green-50 p-3">
          <h3 className="font-bold text-green-900">Linked</h3>
          <ul className="mt-1 list-disc pl-5 text-green-900">
            {outcome.succeeded.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {outcome.failed.length > 0 ? (
        <section aria-label="Cards not linked" className="rounded-lg border-2 border-red-700 bg-red-50 p-3">
          <h3 className="font-bold text-red-900">Not linked</h3>
          <ul className="mt-1 list-disc pl-5 text-red-900">
            {outcome.failed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
