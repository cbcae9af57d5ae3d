import { vi } from "vitest";

/**
 * Everything the process prints, as the log collector would see it: the logger writes JSON lines
 * to standard output, and stray console calls go there or to standard error. Each call starts a
 * capture that keeps the output from the test run's own screen.
 */
export function captureOutput(): { lines: string[]; text: () => string; stop: () => void } {
  const lines: string[] = [];
  const record = (chunk: unknown) => {
    lines.push(
      typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString("utf8") : String(chunk),
    );
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation(record),
    vi.spyOn(process.stderr, "write").mockImplementation(record),
    ...(["log", "info", "warn", "error", "debug"] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      }),
    ),
  ];
  return {
    lines,
    text: () => lines.join("\n"),
    stop: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** The JSON log lines among what was captured. */
export function jsonLines(lines: readonly string[]): Record<string, unknown>[] {
  return lines
    .flatMap((chunk) => chunk.split("\n"))
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
