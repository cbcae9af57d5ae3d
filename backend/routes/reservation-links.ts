import "server-only";
import { Hono, type Context } from "hono";
import { reservationLink } from "@/shared/contracts/link-secrets";
import {
  reservationLinkModifyRequestSchema,
  reservationLinkQuerySchema,
  reservationLinkRequestSchema,
} from "@/shared/contracts/reservation-links";
import { partnerOrigin } from "@/platform/partner-origin";
import type { MemberReservation } from "@/shared/contracts/reservations";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { withLinkSecret } from "../security/link-secret";
import { reservationProvider } from "../reservations";
import { cancelReservation } from "../services/reservations/cancel-reservation";
import { findLinkedReservation } from "../services/reservations/find-linked-reservation";
import { loadReservationWording } from "../services/reservations/reservation-wording";
import { modifyReservation } from "../services/reservations/modify-reservation";
import { toMemberReservation } from "../services/reservations/to-member-reservation";
import { answeringRefusals, reservationNotFound, reservationsEnabled } from "./reservation-answers";
import { publicRoute } from "../middleware/stacks";

/**
 * The links of a confirmation email: whoever holds the email may see, change or cancel that one
 * booking without signing in (the member may read mail on another device). The signature is the
 * authority, so no session is needed; CSRF still guards the POSTs like every mutating call.
 */
export const reservationLinkRoutes = new Hono<AppEnv>();

// Per address: a link's signature cannot be guessed, but nobody should get to try at speed.
const linkLimit = rateLimit({ bucket: "reservation-link", limit: 60, windowMs: 15 * 60_000 });
// "/*" covers the bare path too (Hono), so each call counts once.
reservationLinkRoutes.use("/Reservations/Manage/*", reservationsEnabled, linkLimit, publicRoute);

/**
 * The booking a link names, its secret parts from the request or from the cookie its arrival
 * left (docs/decisions/0048); undefined when the link is incomplete, as for a bad signature.
 */
async function linked(c: Context<AppEnv>, given: Record<string, unknown>) {
  const link = reservationLinkQuerySchema.safeParse(withLinkSecret(c, reservationLink, given));
  if (!link.success) return undefined;
  return findLinkedReservation(c.get("db"), { partnerCode: c.get("partner").config.code, ...link.data });
}

// GET /api/Reservations/Manage?id&action&expires&sig – the booking a signed email link names
reservationLinkRoutes.get(
  "/Reservations/Manage",
  validate("query", reservationLinkRequestSchema),
  async (c) => {
    const record = await linked(c, c.req.valid("query"));
    if (!record) reservationNotFound();
    const partner = c.get("partner").effective;
    const reservation = toMemberReservation(record, {
      partner,
      wording: await loadReservationWording(partner),
      now: new Date(),
    });
    return c.json({ reservation } satisfies { reservation: MemberReservation });
  },
);

// POST /api/Reservations/Manage/Cancel – cancel the booking a signed email link names
reservationLinkRoutes.post(
  "/Reservations/Manage/Cancel",
  validate("json", reservationLinkRequestSchema),
  (c) =>
    answeringRefusals(c, async () => {
      const reservation = await cancelReservation(c.get("db"), {
        provider: reservationProvider(c.get("db")),
        partner: c.get("partner").effective,
        record: await linked(c, c.req.valid("json")),
      });
      return reservation
        ? c.json({ reservation } satisfies { reservation: MemberReservation })
        : reservationNotFound();
    }),
);

// POST /api/Reservations/Manage/Modify – change the booking a signed modify link names
reservationLinkRoutes.post(
  "/Reservations/Manage/Modify",
  validate("json", reservationLinkModifyRequestSchema),
  (c) =>
    answeringRefusals(c, async () => {
      const { date, time, partySize, ...link } = c.req.valid("json");
      const reservation = await modifyReservation(c.get("db"), {
        provider: reservationProvider(c.get("db")),
        partner: c.get("partner").effective,
        record: await linked(c, link),
        change: { date, time, partySize },
        origin: partnerOrigin(c.get("partner").effective),
      });
      return reservation
        ? c.json({ reservation } satisfies { reservation: MemberReservation })
        : reservationNotFound();
    }),
);
