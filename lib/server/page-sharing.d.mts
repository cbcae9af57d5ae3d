export type PageSharing = "shared" | "private";
export declare function pageSharing(pathname: string): PageSharing;
export declare function privatePagePaths(): readonly string[];
export declare function sharedPageQuery(search: string): string;
export declare function requestTargetForNext(url: string | undefined): string;
export declare const sessionCookie: "rewards_session";
export declare function isSharedApiPath(pathname: string): boolean;
export declare function normalizedApiQuery(search: string): string;
