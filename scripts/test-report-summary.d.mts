export interface StepOutcome {
  name: string;
  ok: boolean;
  /** How long the step took (scripts/test.mjs writes it to reports/steps.json). */
  seconds?: number;
}
export declare function summarizeReports(input: {
  vitest?: unknown;
  playwright?: unknown;
  steps: StepOutcome[];
  root?: string;
}): string[];
