import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

export type RequestKind = "api" | "image" | "static" | "action" | "page-data" | "page";
export type PageCacheOutcome = "hit" | "miss" | "bypass";

export interface PageRequestLabels {
  readonly method: string;
  readonly kind: RequestKind;
  readonly status: number | "aborted";
  readonly cache: PageCacheOutcome;
}

export declare function loggedPath(url: string | undefined): string;
export declare function requestKind(path: string, headers: IncomingHttpHeaders): RequestKind;
export declare function observePageRequest(labels: PageRequestLabels, durationSeconds: number): void;

export type LogWrite = (level: "info", message: "request", fields: Record<string, unknown>) => void;

export declare function createRequestLog(options: {
  write: LogWrite;
  observe?: (labels: PageRequestLabels, durationSeconds: number) => void;
  trustProxy?: boolean;
  level?: string;
  now?: () => number;
}): (req: IncomingMessage, res: ServerResponse) => { handedToBackend(): void };
