import "server-only";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context";
import { databaseFilesPresent, getDb } from "./db/client";
import { apiHeaders } from "./middleware/api-headers";
import { apiBodyLimit } from "./middleware/body-limit";
import { csrfMiddleware } from "./middleware/csrf";
import { durableWrites } from "./middleware/durable-writes";
import { emulationGuard } from "./middleware/emulation-guard";
import { handleError, handleNotFound } from "./middleware/error-handler";
import { malformedPath } from "./middleware/malformed-path";
import { partnerMiddleware } from "./middleware/partner";
import { requestLog } from "./middleware/request-log";
import { requestSpan } from "./middleware/request-span";
import { sessionMiddleware } from "./middleware/session";
import { activationRoutes } from "./routes/activation";
import { activityRoutes } from "./routes/activity";
import { cardRoutes } from "./routes/cards";
import { contentRoutes } from "./routes/content";
import { csrfRoutes } from "./routes/csrf";
import { emulationRoutes } from "./routes/emulation";
import { favoriteRoutes } from "./routes/favorites";
import { featureFlagRoutes } from "./routes/feature-flags";
import { healthRoutes } from "./routes/health";
import { humanCheckRoutes } from "./routes/human-check";
import { impressionRoutes } from "./routes/impressions";
import { ingestionRoutes } from "./routes/ingestion";
import { localPartnerRoutes } from "./routes/local-partner";
import { locationRoutes } from "./routes/location";
import { mapRoutes } from "./routes/map";
import { memberRoutes } from "./routes/member";
import { memberEmailRoutes } from "./routes/member-email";
import { memberProfileRoutes } from "./routes/member-profile";
import { merchantRoutes } from "./routes/merchants";
import { missingDineRoutes } from "./routes/missing-dines";
import { metricsRoutes } from "./routes/metrics";
import { operationsRoutes } from "./routes/operations";
import { prospectStartRoutes } from "./routes/prospect-starts";
import { prospectRoutes } from "./routes/prospects";
import { recoverRoutes } from "./routes/recover";
import { reservationLinkRoutes } from "./routes/reservation-links";
import { reservationRoutes } from "./routes/reservations";
import { sessionRoutes } from "./routes/sessions";
import { unlockRoutes } from "./routes/unlock";
import { signInRoutes } from "./routes/sign-in";
import { ssoRoutes } from "./routes/sso";
import { zipValidationRoutes } from "./routes/zip-validation";

/**
 * The rewards backend. Every request passes the same stack, in this order: its span and log
 * line → security headers → partner from the Host → sealed session → CSRF on mutating calls. Routes
 * that need data add `withDb`. Paths are case-sensitive and spelled exactly as the spec writes them.
 */
export function createApp(deps: AppDeps = { getDb, databaseFilesPresent }) {
  const app = new Hono<AppEnv>().basePath("/api");
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestSpan, requestLog, apiHeaders, malformedPath, durableWrites, apiBodyLimit);
  // Before the partner: load balancers and scrapers call these on any host, with no session.
  app.route("/", healthRoutes);
  app.route("/", metricsRoutes);
  app.route("/", operationsRoutes);
  // Signed server-to-server batches: no partner host, no cookies, so no CSRF (routes/ingestion.ts).
  app.route("/", ingestionRoutes);
  // Local only: the stand-in partner the award-posting job posts to (routes/local-partner.ts).
  app.route("/", localPartnerRoutes);
  app.use("*", partnerMiddleware, sessionMiddleware, csrfMiddleware, emulationGuard);
  app.route("/", csrfRoutes);
  app.route("/", emulationRoutes);
  app.route("/", featureFlagRoutes);
  app.route("/", humanCheckRoutes);
  app.route("/", contentRoutes);
  app.route("/", impressionRoutes);
  app.route("/", locationRoutes);
  app.route("/", mapRoutes);
  app.route("/", memberRoutes);
  app.route("/", merchantRoutes);
  app.route("/", favoriteRoutes);
  app.route("/", signInRoutes);
  app.route("/", recoverRoutes);
  app.route("/", unlockRoutes);
  app.route("/", ssoRoutes);
  app.route("/", prospectRoutes);
  app.route("/", prospectStartRoutes);
  app.route("/", memberProfileRoutes);
  app.route("/", sessionRoutes);
  app.route("/", memberEmailRoutes);
  app.route("/", zipValidationRoutes);
  app.route("/", cardRoutes);
  app.route("/", missingDineRoutes);
  app.route("/", activityRoutes);
  app.route("/", reservationRoutes);
  app.route("/", reservationLinkRoutes);
  // Last: GET /Member/{publicId} is a pattern beside other areas' static /Member/* paths.
  app.route("/", activationRoutes);
  return app;
}

export type RewardsApp = ReturnType<typeof createApp>;

/** The app as Next.js mounts it. */
export const app = createApp();
