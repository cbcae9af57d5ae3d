import type { Readable, Writable } from "node:stream";

/** The environment variables a start reads (process.env, or a test's own). */
type Environment = Readonly<Record<string, string | undefined>>;

export declare function isKnownNoise(line: string): boolean;
export declare function servingPort(line: string): number | null;
export declare function startEnvironment<Env extends Environment>(env: Env): Env & { LOG_LEVEL?: string };
export declare function welcomeLines(input: {
  port: number;
  partners: readonly string[];
  env: Environment;
}): string[];
export declare function relayLines(
  from: Readable,
  to: Writable,
  replace?: (line: string) => readonly string[] | null,
): Promise<void>;
