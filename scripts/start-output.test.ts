import { spawn } from "node:child_process";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { isKnownNoise, relayLines, servingPort, startEnvironment, welcomeLines } from "./start-output.mjs";

// What Next 16 prints when its handler serves a standalone build from the source tree, as
// scripts/serve.mjs does under `npm start` (next/dist/server/next.js), plain and coloured.
const nextStandaloneNote =
  '"next start" does not work with "output: standalone" configuration. Use "node .next/standalone/server.js" instead.';

describe("what `npm start` shows a newcomer", () => {
  it("drops Next's note about `next start`, which is not how this server runs", () => {
    expect(isKnownNoise(` ⚠ ${nextStandaloneNote}`)).toBe(true);
    expect(isKnownNoise(`\u001b[33m\u001b[1m⚠\u001b[22m\u001b[39m ${nextStandaloneNote}`)).toBe(true);
    expect(isKnownNoise(nextStandaloneNote)).toBe(true);
  });

  it("passes every other line, errors and warnings above all", () => {
    for (const line of [
      ` ⚠ ${nextStandaloneNote} And something else.`,
      '"next start" does not work with "output: export" configuration. Use "npx serve@latest out" instead.',
      'Error: "next start" does not work',
      '{"level":"error","time":"2026-11-27T10:00:00.000Z","message":"Request failed outside the app"}',
      '{"level":"warn","message":"Local identity provider not started"}',
      "oidc-provider WARNING: a quick start development-only in-memory adapter is used",
      "",
    ]) {
      expect(isKnownNoise(line), line).toBe(false);
    }
  });

  it("knows the server's Serving line and its port, and nothing else", () => {
    expect(
      servingPort('{"level":"info","time":"2026-11-27T10:00:00.000Z","message":"Serving","port":4000}'),
    ).toBe(4000);
    expect(servingPort('{"level":"info","message":"Stopping: finishing requests in flight"}')).toBeNull();
    expect(servingPort("Serving")).toBeNull();
    expect(servingPort("{not json")).toBeNull();
  });

  it("logs warnings and errors only on a local start without LOG_LEVEL", () => {
    expect(startEnvironment({ APP_ENV: "local" }).LOG_LEVEL).toBe("warn");
    expect(startEnvironment({}).LOG_LEVEL).toBe("warn");
    expect(startEnvironment({ APP_ENV: "local", LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
    expect(startEnvironment({ APP_ENV: "production" }).LOG_LEVEL).toBeUndefined();
    expect(startEnvironment({ APP_ENV: "staging" }).LOG_LEVEL).toBeUndefined();
  });

  it("welcomes with where it serves, each partner's host and the demo sign-ins", () => {
    const lines = welcomeLines({
      port: 3000,
      partners: ["greenleaf", "harbor", "roadtrip", "skyway"],
      env: { LOG_LEVEL: "warn" },
    });
    expect(lines.join("\n")).toBe(
      [
        "",
        "Ready on http://localhost:3000 (harbor, the default partner). Each partner on its own host:",
        "  greenleaf  http://greenleaf.localhost:3000",
        "  harbor     http://harbor.localhost:3000",
        "  roadtrip   http://roadtrip.localhost:3000",
        "  skyway     http://skyway.localhost:3000",
        'Demo members and their passwords: README.md, "Demo sign-ins".',
        "Warnings and errors show here; LOG_LEVEL=info npm start logs every request. Ctrl+C stops.",
        "",
      ].join("\n"),
    );
    const custom = welcomeLines({
      port: 4000,
      partners: ["harbor"],
      env: {
        PUBLIC_ORIGIN_TEMPLATE: "https://{code}.dev.example:{port}",
        DEFAULT_PARTNER: "harbor",
        LOG_LEVEL: "info",
      },
    });
    expect(custom).toContain("  harbor  https://harbor.dev.example:4000");
    expect(custom).toContain("Ctrl+C stops.");
  });

  it("relays a server's output line by line: the note dropped, the Serving line welcomed, errors kept", async () => {
    // A stand-in for scripts/serve.mjs: what it and Next print on a first run, then an error.
    const script = [
      `console.warn(" ⚠ " + ${JSON.stringify(nextStandaloneNote)});`,
      `console.log(JSON.stringify({ level: "info", time: "t", message: "Serving", port: 3000 }));`,
      `console.error("Error: something real broke");`,
    ].join("\n");
    const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    const out = new PassThrough();
    const err = new PassThrough();
    const read = (stream: PassThrough) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      return () => Buffer.concat(chunks).toString("utf8");
    };
    const [stdout, stderr] = [read(out), read(err)];
    await Promise.all([
      relayLines(child.stdout, out, (line) => (servingPort(line) === null ? null : ["Ready on 3000"])),
      relayLines(child.stderr, err),
    ]);
    expect(stdout()).toBe("Ready on 3000\n");
    expect(stderr()).toBe("Error: something real broke\n");
  });
});
