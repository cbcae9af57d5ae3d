// `node scripts/with-node.mjs <command> [args…]`: runs a tool (tsx, vitest, playwright, …) from
// node_modules/.bin under a supported Node, fetching Node 24 first when the machine's is older.
import "./ensure-node.mjs";
import { spawn } from "node:child_process";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-node.mjs <command> [args…]");
  process.exit(2);
}
const bin = join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin");
const child = spawn(command, args, {
  stdio: "inherit",
  env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}` },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
