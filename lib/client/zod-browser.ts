import { z } from "zod/v4";

// The browser's "zod" (next.config.ts turbopack.resolveAlias): zod builds a fast parser with eval
// unless told not to, and its probe for eval (`Function("")`, on the first z.object built)
// breaks the pages' Content-Security-Policy (no 'unsafe-eval'), which the browser reports as an
// issue (Lighthouse best practices). Set here, it holds before any schema of any chunk is built;
// lib/shared/contracts/text.ts sets it too, for the browser-like test environment.
z.config({ jitless: true });

export { z };
