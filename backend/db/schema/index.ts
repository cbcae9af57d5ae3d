export * from "./activity";
export * from "./cards";
export * from "./members";
export * from "./merchants";
export * from "./values";
export * from "./password-resets";
export * from "./prospect-starts";
