export declare const e2ePort: number;
export declare const e2eEnv: Readonly<
  Record<
    | "PORT"
    | "APP_ENV"
    | "DATA_DIR"
    | "PUBLIC_ORIGIN_TEMPLATE"
    | "TRUST_PROXY"
    | "STGTOOLS_TOKEN"
    | "OPERATIONS_TOKEN"
    | "LOG_LEVEL"
    | "NEXT_PUBLIC_CARD_ENTRY_ORIGIN"
    | "NEXT_PUBLIC_CARD_ENTRY_PARENT_ORIGINS"
    | "ADMIN_ORIGIN",
    string
  >
>;
