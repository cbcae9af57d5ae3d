import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { outboxMessages } from "@/backend/db/schema";

/** The newest outgoing messages of a partner, for the staging mailbox. */
export async function listOutbox(
  db: Db,
  { partnerCode, limit = 50 }: { partnerCode: string; limit?: number },
) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.partnerCode, partnerCode))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}
