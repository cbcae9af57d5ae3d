// The server Playwright starts: `npm start` on a fresh database, so every run begins from the seed.
import "./ensure-node.mjs";
import { rmSync } from "node:fs";

rmSync(process.env.DATA_DIR || ".data-test", { recursive: true, force: true });
await import("./start.mjs");
