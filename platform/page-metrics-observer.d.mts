export declare const pageMetricsGlobalKey: unique symbol;

/** What backend/metrics/registry.ts puts under pageMetricsGlobalKey: labels as strings. */
export type PageMetricsObserver = (
  labels: { method: string; kind: string; status: string; cache: string },
  durationSeconds: number,
) => void;
