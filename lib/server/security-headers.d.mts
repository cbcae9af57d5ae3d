export interface SecuritySettings {
  readonly production: boolean;
  readonly tileOrigins: readonly string[];
  readonly cardEntryOrigins: readonly string[];
  readonly cardEntryParentOrigins: readonly string[];
  /** The payment provider's key is set: its script, frames and calls are allowed. */
  readonly paymentProvider: boolean;
  /** The support admin tool's origin (ADMIN_ORIGIN), allowed to frame pages in emulation only. */
  readonly adminOrigins: readonly string[];
  /** reCAPTCHA's origins where its site key is set (script, frames, calls). */
  readonly recaptchaOrigins: readonly string[];
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
export declare function emulationPageHeaders(settings: SecuritySettings): Header[];
export declare function cardEntryHeaders(settings: SecuritySettings): Header[];
export declare function apiHeaders(settings: SecuritySettings): Header[];
export interface HeaderCondition {
  readonly type: "cookie";
  readonly key: string;
}
export declare function headerRules(settings?: SecuritySettings): {
  source: string;
  has?: HeaderCondition[];
  missing?: HeaderCondition[];
  headers: Header[];
}[];

export declare const emulationCookie: "rewards_emulation";
