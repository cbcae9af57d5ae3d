// `npm run bench:all`: every `bench:*` script in package.json, one after another (they share
// the machine's cores and some start a production server, so never in parallel). New benches
// join by being named `bench:<what>`; nothing here needs editing. Stops at the first failure.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
// `bench` and `bench:all` both run this script; neither runs itself again.
const benches = Object.keys(scripts).filter((name) => name.startsWith("bench:") && name !== "bench:all");
// npm's own path, so the benches run under the same npm (and Node) as this script.
const npm = process.env.npm_execpath;

for (const name of benches) {
  console.log(`\n=== npm run ${name} ===`);
  const started = Date.now();
  const result = npm
    ? spawnSync(process.execPath, [npm, "run", name], { cwd: root, stdio: "inherit" })
    : spawnSync("npm", ["run", name], { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} done in ${seconds} s ===`);
}
console.log(`\n${benches.length} benches ran: ${benches.join(", ")}`);
