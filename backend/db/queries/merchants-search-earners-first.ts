import "server-only";
import { and, asc, desc, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { merchantCampaigns, merchants } from "../schema";
import type { MerchantRecord } from "./merchants";

/** One page of the Recommended order that lists what the viewer earns first (decision 0058). */
interface EarnersFirstPage {
  /** The search's conditions, already built. */
  where: SQL | undefined;
  distance: SQL<number> | null;
  /** The Recommended score, higher first. */
  score: SQL<number>;
  partnerCode: string;
  /** The campaign tier the viewer earns by. */
  tierLevel: number;
  limit: number;
  offset: number;
}

type PageRow = MerchantRecord & { distance: number | null; total: number };

/**
 * The matches ranked by score, with the total as a window count. The window function keeps
 * PostgreSQL from pulling the subquery up or pushing the earn test into it, so the outer query
 * reads the ranked rows in order and tests only as many as the page needs: a page of 20 mostly
 * costs some 20-40 index probes instead of one per match (decision 0058 has the measurements).
 */
function ranked(db: Db, page: EarnersFirstPage) {
  const { distance, score } = page;
  return db
    .select({
      ...getTableColumns(merchants),
      distance: (distance ? sql<number>`${distance}` : sql<null>`null::double precision`).as("distance"),
      score: sql<number>`${score}`.as("score"),
      total: sql<number>`(count(*) over ())::int`.as("total"),
    })
    .from(merchants)
    .where(page.where)
    .orderBy(desc(score), asc(merchants.id))
    .as("ranked");
}

/** True where this partner has a campaign code for the tier at the merchant `merchantId` names. */
function earnsAt(page: EarnersFirstPage, merchantId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${merchantCampaigns} where ${merchantCampaigns.merchantId} = ${merchantId}
    and ${merchantCampaigns.partnerCode} = ${page.partnerCode} and ${merchantCampaigns.tierLevel} = ${page.tierLevel})`;
}

/** The ranked matches the viewer earns at (or, `earning` false, does not), in score order. */
async function rankedPart(
  db: Db,
  page: EarnersFirstPage,
  earning: boolean,
  offset: number,
  limit: number,
): Promise<PageRow[]> {
  if (limit <= 0) return [];
  const rows = ranked(db, page);
  const earns = earnsAt(page, sql`${rows.id}`);
  const found = await db
    .select()
    .from(rows)
    .where(earning ? earns : sql`not ${earns}`)
    .orderBy(desc(rows.score), asc(rows.id))
    .limit(limit)
    .offset(offset);
  return found.map(({ score: _score, ...row }) => row);
}

/**
 * A page of the matches the viewer earns at, in score order, then the rest in score order. The
 * earners' count is known without counting while the page lies among them; a page past them all
 * counts them once.
 */
export async function earnersFirstPage(db: Db, page: EarnersFirstPage): Promise<PageRow[]> {
  const earners = await rankedPart(db, page, true, page.offset, page.limit);
  if (earners.length === page.limit) return earners;
  // The earners end on this page: their count is where they stopped, unless none was left.
  const earnerCount =
    earners.length > 0 || page.offset === 0 ? page.offset + earners.length : await countEarners(db, page);
  const others = await rankedPart(
    db,
    page,
    false,
    Math.max(0, page.offset - earnerCount),
    page.limit - earners.length,
  );
  return [...earners, ...others];
}

async function countEarners(db: Db, page: EarnersFirstPage): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(merchants)
    .where(and(page.where, earnsAt(page, sql`${merchants.id}`)));
  return row?.count ?? 0;
}
