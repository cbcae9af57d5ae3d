import { revalidateTag } from "next/cache";
import { createApp } from "@/backend/app";
import { databaseFilesPresent, getDb } from "@/backend/db/client";
import { purgePageCache } from "@/lib/server/cache/purge-page-cache";

// The rewards backend, mounted in Next.js: every /api/* request goes to the Hono app's fetch.
// (hono/vercel's handle() is this one line and is deprecated.)
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const app = createApp({
  getDb,
  databaseFilesPresent,
  // Expired at once (not served stale once more): an operator refreshes after changing data.
  revalidateCacheTags: (tags) => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    // Pages kept by the server in front of Next would otherwise outlive the revalidation by seconds.
    purgePageCache();
    return Promise.resolve();
  },
});

const handler = (request: Request): Response | Promise<Response> => app.fetch(request);
export const GET = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const OPTIONS = handler;
