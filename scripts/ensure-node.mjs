// Imported first by every entry script: on a Node older than 22 it re-runs the script under
// Node 24 (scripts/node-runtime.mjs) and never returns; otherwise it does nothing.
import { ensureSupportedNode } from "./node-runtime.mjs";

await ensureSupportedNode();
