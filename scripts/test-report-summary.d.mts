export interface StepOutcome {
  name: string;
  ok: boolean;
}
export declare function summarizeReports(input: {
  vitest?: unknown;
  playwright?: unknown;
  steps: StepOutcome[];
  root?: string;
}): string[];
