import type { ReactNode } from "react";
import { StepIndicator } from "./step-indicator";

/**
 * The one-column frame of the sign-in, recovery and enrollment screens: the step indicator on
 * the three enrollment steps, a heading, a line of introduction and the content. Enrollment
 * steps are wide enough for two fields side by side; sign-in and recovery are narrower.
 */
export function EnrollmentPage({
  step,
  title,
  intro,
  children,
}: {
  step?: 1 | 2 | 3;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="content-width py-8 md:py-14">
      <div className={step ? "mx-auto max-w-xl" : "mx-auto max-w-md"}>
        {step ? <StepIndicator current={step} /> : null}
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro ? <div className="text-muted mt-2 text-lg">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
