export declare function buildSettings(env?: NodeJS.ProcessEnv): Record<string, string>;
export declare function buildIsCurrent(env?: NodeJS.ProcessEnv, distDir?: string): boolean;
export declare function distDirFor(env?: NodeJS.ProcessEnv): string;
export declare function build(env?: NodeJS.ProcessEnv, options?: { quiet?: boolean }): number;
