export declare const e2ePort: number;
export declare const e2eEnv: Readonly<
  Record<"PORT" | "APP_ENV" | "DATA_DIR" | "PUBLIC_ORIGIN_TEMPLATE" | "TRUST_PROXY" | "STGTOOLS_TOKEN", string>
>;
