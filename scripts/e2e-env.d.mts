export declare const e2ePort: number;
export declare const e2eEnv: Readonly<
  Record<"PORT" | "APP_ENV" | "DATA_DIR" | "PUBLIC_ORIGIN_TEMPLATE" | "SESSION_TIMEOUT_MS", string>
>;
