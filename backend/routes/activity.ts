import "server-only";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import {
  activityQuerySchema,
  reviewCompletedSchema,
  reviewSignatureHeader,
  reviewStatusQuerySchema,
  type ActivityPage,
  type CreditBalance,
  type DineSummary,
  type ReviewStatus,
} from "@/shared/contracts/activity";
import type { ApiError } from "@/shared/contracts/errors";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { fieldMessages, validate } from "../middleware/validate";
import { creditBalance } from "../services/activity/credit-balance";
import { dineSummary } from "../services/activity/dine-summary";
import { listActivity } from "../services/activity/list-activity";
import { recordReview } from "../services/activity/record-review";
import { isValidReviewSignature } from "../services/activity/review-signature";
import { reviewStatuses } from "../services/activity/review-statuses";
import { memberRoute, publicRoute } from "../middleware/stacks";

export const activityRoutes = new Hono<AppEnv>();

function scope(c: Context<AppEnv>) {
  return { partnerCode: c.get("partner").config.code, memberId: c.get("session").memberId ?? "" };
}

const isCreditPartner = (c: Context<AppEnv>) => c.get("partner").effective.currencyType === "Credit";

/** Statement credits exist only where the currency is Credit; elsewhere the credit calls are 404. */
const creditPartnersOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isCreditPartner(c)) throw new HTTPException(404, { message: "Not Found" });
  await next();
});

/** The other partners' activity call; credit partners use the one that lists credits too. */
const nonCreditPartnersOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (isCreditPartner(c)) throw new HTTPException(404, { message: "Not Found" });
  await next();
});

// GET /api/Member/Transactions?pageNo=&resultsPerPage= – the member's dining transactions, newest first (non-credit partners)
activityRoutes.get(
  "/Member/Transactions",
  nonCreditPartnersOnly,
  memberRoute,
  validate("query", activityQuerySchema),
  async (c) => {
    const page = await listActivity(c.get("db"), {
      ...scope(c),
      ...c.req.valid("query"),
      includeCredits: false,
    });
    return c.json(page satisfies ActivityPage);
  },
);

// GET /api/Member/TransactionsStatementCredits?pageNo=&resultsPerPage= – transactions and statement credits together, newest first (credit partners)
activityRoutes.get(
  "/Member/TransactionsStatementCredits",
  creditPartnersOnly,
  memberRoute,
  validate("query", activityQuerySchema),
  async (c) => {
    const page = await listActivity(c.get("db"), {
      ...scope(c),
      ...c.req.valid("query"),
      includeCredits: true,
    });
    return c.json(page satisfies ActivityPage);
  },
);

// GET /api/Member/DineSummary – rewards earned and meals dined in the last 12 months
activityRoutes.get("/Member/DineSummary", memberRoute, async (c) => {
  return c.json((await dineSummary(c.get("db"), scope(c))) satisfies DineSummary);
});

// GET /api/Member/StatementCreditBalance – cash back earned and not yet paid out, in cents (credit partners)
activityRoutes.get("/Member/StatementCreditBalance", creditPartnersOnly, memberRoute, async (c) => {
  return c.json((await creditBalance(c.get("db"), scope(c))) satisfies CreditBalance);
});

// GET /api/reviews/status?txnId=&txnId= – whether each of the member's own transactions has a completed review
activityRoutes.get("/reviews/status", memberRoute, validate("query", reviewStatusQuerySchema), async (c) => {
  const ids = c.req.valid("query").txnId;
  return c.json((await reviewStatuses(c.get("db"), { ...scope(c), ids })) satisfies ReviewStatus[]);
});

function badRequest(error: string, fields?: Record<string, string>): never {
  const body: ApiError = fields ? { error, fields } : { error };
  throw new HTTPException(400, {
    message: error,
    res: new Response(JSON.stringify(body), { status: 400, headers: { "content-type": "application/json" } }),
  });
}

// POST /api/reviews/completed – the survey provider reports a finished review, signed with HMAC-SHA256 over the raw body
activityRoutes.post(
  "/reviews/completed",
  rateLimit({ bucket: "review-callback", limit: 120, windowMs: 60_000 }),
  publicRoute,
  async (c) => {
    const raw = await c.req.text();
    if (raw.length > 16_000) badRequest("Body too large");
    // Checked before parsing: an unsigned body is never even read as JSON.
    if (!isValidReviewSignature(raw, c.req.header(reviewSignatureHeader)))
      throw new HTTPException(401, { message: "Invalid signature" });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      badRequest("Malformed JSON");
    }
    const parsed = reviewCompletedSchema.safeParse(json);
    if (!parsed.success) badRequest("Invalid request", fieldMessages(parsed.error));
    const recorded = await recordReview(c.get("db"), {
      partnerCode: c.get("partner").config.code,
      review: parsed.data,
    });
    if (!recorded) throw new HTTPException(404, { message: "Transaction not found" });
    return c.json({ recorded: true });
  },
);
