/** The program in three numbered steps, for home pages without a how-it-works page of their own. */
export function HowItWorksSteps({ steps }: { steps: readonly string[] }) {
  return (
    <section aria-labelledby="how-it-works" className="content-width py-12">
      <h2 id="how-it-works" className="text-2xl font-bold">
        How it works
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step} className="rounded-2xl border border-black/10 p-6">
            <span
              className="bg-brand text-on-brand flex size-10 items-center justify-center rounded-full font-bold"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <p className="mt-4 text-lg font-bold">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
