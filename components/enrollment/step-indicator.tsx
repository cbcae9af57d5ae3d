/** The three enrollment steps of account-center §2 (/join: Join, Add Card, Enrollment success). */
const steps = ["Join", "Add Card", "Enrollment success"] as const;

/** "Step N of 3" with the three steps drawn as a bar; the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Enrollment progress" className="mb-6">
      <p className="text-brand text-sm font-bold tracking-wide uppercase">
        Step {current} of {steps.length}
      </p>
      <ol className="mt-2 grid grid-cols-3 gap-2">
        {steps.map((step, index) => {
          const position = index + 1;
          return (
            <li
              key={step}
              aria-current={position === current ? "step" : undefined}
              className="text-xs sm:text-sm"
            >
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full ${position <= current ? "bg-brand" : "bg-black/10"}`}
              />
              <span className={`mt-1 block ${position === current ? "font-bold" : "text-muted"}`}>
                {step}
                {position < current ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
