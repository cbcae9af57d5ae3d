export declare const requestIdHeader: "x-request-id";
export declare const trustedRequestIdHeader: "x-rewards-request-id";
export declare function wellFormedRequestId(
  value: string | readonly string[] | null | undefined,
): string | undefined;
export declare function decideRequestId(options: {
  offered: string | readonly string[] | null | undefined;
  trustProxy: boolean;
}): string;
