// What `npm start` shows: on a first run, where it serves, each partner's host and the seed, and
// every warning and error; not Next's or the libraries' notes to operators (decision 0066).
// Plain JavaScript: scripts/start.mjs runs before anything is compiled.
import { createInterface } from "node:readline";

/**
 * Terminal colour codes, which a line may carry when its writer thought it had a terminal. Built
 * from a string: the escape character is the point of the pattern.
 */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/**
 * Lines known to be no news for this server, each with why. Matched exactly (colours aside), so
 * any other line, a real error above all, passes.
 */
const knownNoise = [
  // Next warns whoever runs a standalone build outside .next/standalone/server.js. Ours is
  // scripts/serve.mjs, Next's handler in a server of our own (decisions 0037 and 0048), which
  // reads the build's configuration as the standalone server does.
  /^\s*⚠?\s*"next start" does not work with "output: standalone" configuration\. Use "node \.next\/standalone\/server\.js" instead\.$/,
];

/** Whether a line of the server's output is one of the known notes a newcomer need not read. */
export function isKnownNoise(line) {
  const plain = line.replace(colourCodes, "");
  return knownNoise.some((pattern) => pattern.test(plain));
}

/** The port scripts/serve.mjs says it listens on, from its "Serving" log line; else null. */
export function servingPort(line) {
  if (!line.startsWith("{")) return null;
  try {
    const entry = JSON.parse(line);
    return entry && entry.message === "Serving" && entry.level === "info" ? Number(entry.port) : null;
  } catch {
    return null;
  }
}

/**
 * The environment the server starts with: on a local start without LOG_LEVEL, warnings and
 * errors only (every request's JSON line would bury the welcome; LOG_LEVEL=info shows them).
 */
export function startEnvironment(env) {
  const local = (env.APP_ENV || "local") === "local";
  return local && !env.LOG_LEVEL ? { ...env, LOG_LEVEL: "warn" } : env;
}

/** A partner's origin from PUBLIC_ORIGIN_TEMPLATE, as platform/partner-origin.ts builds it. */
function originOf(template, code, port) {
  return template.replaceAll("{code}", code).replaceAll("{port}", String(port));
}

/**
 * The welcome printed once the server listens: where, each partner's host (the defaults
 * platform/env.ts applies, which this script cannot import), the demo sign-ins and how to stop.
 */
export function welcomeLines({ port, partners, env }) {
  const template = env.PUBLIC_ORIGIN_TEMPLATE || "http://{code}.localhost:{port}";
  const defaultPartner = env.DEFAULT_PARTNER || "harbor";
  const width = Math.max(...partners.map((code) => code.length));
  return [
    "",
    `Ready on http://localhost:${String(port)} (${defaultPartner}, the default partner). Each partner on its own host:`,
    ...partners.map((code) => `  ${code.padEnd(width)}  ${originOf(template, code, port)}`),
    'Demo members and their passwords: README.md, "Demo sign-ins".',
    env.LOG_LEVEL === "warn"
      ? "Warnings and errors show here; LOG_LEVEL=info npm start logs every request. Ctrl+C stops."
      : "Ctrl+C stops.",
    "",
  ];
}

/**
 * Passes a stream's lines on to `to`, but the known notes; `replace` may answer a line with lines
 * of its own instead (null: the line itself). Resolves when the stream ends.
 */
export function relayLines(from, to, replace = () => null) {
  return new Promise((resolve) => {
    const lines = createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on("line", (line) => {
      if (isKnownNoise(line)) return;
      const instead = replace(line);
      to.write(`${(instead ?? [line]).join("\n")}\n`);
    });
    lines.on("close", resolve);
  });
}
