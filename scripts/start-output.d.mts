import type { Readable, Writable } from "node:stream";

export declare function isKnownNoise(line: string): boolean;
export declare function servingPort(line: string): number | null;
export declare function startEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function welcomeLines(input: {
  port: number;
  partners: readonly string[];
  env: NodeJS.ProcessEnv;
}): string[];
export declare function relayLines(
  from: Readable,
  to: Writable,
  replace?: (line: string) => readonly string[] | null,
): Promise<void>;
