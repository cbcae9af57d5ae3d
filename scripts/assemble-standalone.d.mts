export declare const extraFiles: readonly string[];
export declare function assembleStandalone(target: string, distDir?: string): void;
