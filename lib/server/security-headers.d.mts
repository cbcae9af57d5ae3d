export interface SecuritySettings {
  readonly production: boolean;
  readonly tileOrigins: readonly string[];
  readonly cardEntryOrigins: readonly string[];
  readonly cardEntryParentOrigins: readonly string[];
  /** The payment provider's key is set: its script, frames and calls are allowed. */
  readonly paymentProvider: boolean;
}
export interface Header {
  readonly key: string;
  readonly value: string;
}
export declare function originList(value: string | undefined): string[];
export declare function securitySettings(
  env?: Readonly<Record<string, string | undefined>>,
): SecuritySettings;
export declare function pageHeaders(settings: SecuritySettings): Header[];
export declare function cardEntryHeaders(settings: SecuritySettings): Header[];
export declare function apiHeaders(settings: SecuritySettings): Header[];
export declare function headerRules(settings?: SecuritySettings): { source: string; headers: Header[] }[];
