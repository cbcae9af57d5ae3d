import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Registry } from "prom-client";

export declare const pageMetricsGlobalKey: unique symbol;

export type RequestKind = "api" | "image" | "static" | "action" | "page-data" | "page";
export type PageCacheOutcome = "hit" | "miss" | "bypass";

export declare function loggedPath(url: string | undefined): string;
export declare function requestKind(path: string, headers: IncomingHttpHeaders): RequestKind;

export interface PageMetrics {
  readonly registry: Registry;
  observe(
    labels: { method: string; kind: RequestKind; status: number | "aborted"; cache: PageCacheOutcome },
    durationSeconds: number,
  ): void;
}
export declare function createPageMetrics(): PageMetrics;

export type LogWrite = (level: "info", message: "request", fields: Record<string, unknown>) => void;

export declare function createRequestLog(options: {
  write: LogWrite;
  metrics?: PageMetrics;
  trustProxy?: boolean;
  level?: string;
  now?: () => number;
}): (req: IncomingMessage, res: ServerResponse) => { handedToBackend(): void };
