import type { IncomingMessage, ServerResponse } from "node:http";

export declare const pageCacheGlobalKey: unique symbol;
export declare const pageCacheStatusHeader: "x-page-cache";
export declare function cacheRole(req: IncomingMessage): "page" | "api" | "bypass";
export declare function sharedMaxAge(cacheControl: string | number | readonly string[] | undefined): number;

export interface PageCache {
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  ): Promise<void>;
  purge(): void;
  stats(): { entries: number; bytes: number };
}

export declare function createPageCache(options: {
  ttlMs: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  now?: () => number;
}): PageCache;
