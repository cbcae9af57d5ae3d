import { afterEach, describe, expect, it, vi } from "vitest";

// The server's start (instrumentation.ts's register, which Next runs when the server prepares)
// must stop the process on a missing production setting: Next itself only logs what the hook
// throws and goes on serving.
describe("register() at server start", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("exits with status 1 naming what production lacks", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    vi.stubEnv("APP_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "");
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { register } = await import("@/instrumentation");
    await expect(register()).rejects.toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed.mock.calls.flat().join(" ")).toContain("SESSION_SECRET");
  });

  it("exits with status 1 naming a malformed OTLP endpoint, rather than serve untraced", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", "collector:4318");
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { register } = await import("@/instrumentation");
    await expect(register()).rejects.toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed.mock.calls.flat().join(" ")).toContain("OTEL_EXPORTER_OTLP_ENDPOINT");
  });

  it("does nothing while next build runs, whatever the environment", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    vi.stubEnv("APP_ENV", "production");
    const exit = vi.spyOn(process, "exit");
    const { register } = await import("@/instrumentation");
    await register();
    expect(exit).not.toHaveBeenCalled();
  });
});
