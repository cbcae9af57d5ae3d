import type { ReactNode } from "react";
import { StepIndicator } from "./step-indicator";

/**
 * The frame of the three enrollment steps: the step indicator, a heading, a line of
 * introduction and the step's content, in one column wide enough for two fields side by side.
 */
export function EnrollmentPage({
  step,
  title,
  intro,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="content-width py-8 md:py-14">
      <div className="mx-auto max-w-xl">
        <StepIndicator current={step} />
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro ? <div className="text-muted mt-2 text-lg">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
