import "server-only";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { findMemberReservation } from "@/backend/db/queries/member-reservations";
import { partnerOrigin } from "@/platform/partner-origin";
import {
  bookReservationSchema,
  modifyReservationSchema,
  type MemberReservation,
  type MemberReservationList,
} from "@/shared/contracts/reservations";
import type { AppEnv } from "../context";
import { memberScope } from "../middleware/require-member";
import { validate } from "../middleware/validate";
import { reservationProvider } from "../reservations";
import { bookReservation } from "../services/reservations/book-reservation";
import { cancelReservation } from "../services/reservations/cancel-reservation";
import { listReservations } from "../services/reservations/list-reservations";
import { modifyReservation } from "../services/reservations/modify-reservation";
import { reservationIcs } from "../services/reservations/reservation-ics";
import { answeringRefusals, reservationNotFound, reservationsEnabled } from "./reservation-answers";
import { memberRoute } from "../middleware/stacks";

export const reservationRoutes = new Hono<AppEnv>();

/** A malformed id names no reservation: 404, never a database error. */
const idParam = z.object({ id: z.uuid() });
const validId = createMiddleware<AppEnv>(async (c, next) => {
  if (!idParam.safeParse({ id: c.req.param("id") }).success) reservationNotFound();
  await next();
});

// "/*" covers the bare path too (Hono), so the stack runs once per call.
reservationRoutes.use("/Member/Reservations/*", reservationsEnabled, memberRoute);

/** The member's own reservation named in the path, or undefined for anyone else's. */
function ownReservation(c: Parameters<typeof memberScope>[0]) {
  return findMemberReservation(c.get("db"), { ...memberScope(c), reservationId: c.req.param("id") ?? "" });
}

// POST /api/Member/Reservations – book a table; 201 { reservation }, refusals as reservationRefusalSchema
reservationRoutes.post("/Member/Reservations", validate("json", bookReservationSchema), (c) =>
  answeringRefusals(c, async () => {
    const partner = c.get("partner").effective;
    const reservation = await bookReservation(c.get("db"), {
      provider: reservationProvider(c.get("db")),
      partner,
      memberId: memberScope(c).memberId,
      origin: partnerOrigin(partner),
      booking: c.req.valid("json"),
    });
    if (!reservation)
      throw new HTTPException(404, { message: "This restaurant takes no online reservations" });
    return c.json({ reservation } satisfies { reservation: MemberReservation }, 201);
  }),
);

// GET /api/Member/Reservations – the member's upcoming and past reservations with their bonus state
reservationRoutes.get("/Member/Reservations", async (c) => {
  const list = await listReservations(c.get("db"), {
    partner: c.get("partner").effective,
    memberId: memberScope(c).memberId,
  });
  return c.json(list satisfies MemberReservationList);
});

// PATCH /api/Member/Reservations/{id} – change the date, time or party of an upcoming booking
reservationRoutes.patch("/Member/Reservations/:id", validId, validate("json", modifyReservationSchema), (c) =>
  answeringRefusals(c, async () => {
    const reservation = await modifyReservation(c.get("db"), {
      provider: reservationProvider(c.get("db")),
      partner: c.get("partner").effective,
      record: await ownReservation(c),
      change: c.req.valid("json"),
      origin: partnerOrigin(c.get("partner").effective),
    });
    return reservation
      ? c.json({ reservation } satisfies { reservation: MemberReservation })
      : reservationNotFound();
  }),
);

// POST /api/Member/Reservations/{id}/Cancel – cancel an upcoming booking
reservationRoutes.post("/Member/Reservations/:id/Cancel", validId, (c) =>
  answeringRefusals(c, async () => {
    const reservation = await cancelReservation(c.get("db"), {
      provider: reservationProvider(c.get("db")),
      partner: c.get("partner").effective,
      record: await ownReservation(c),
    });
    return reservation
      ? c.json({ reservation } satisfies { reservation: MemberReservation })
      : reservationNotFound();
  }),
);

// GET /api/Member/Reservations/{id}/calendar.ics – the booking as an iCalendar file to download
reservationRoutes.get("/Member/Reservations/:id/calendar.ics", validId, async (c) => {
  const record = await ownReservation(c);
  if (!record) reservationNotFound();
  const partner = c.get("partner").effective;
  const { filename, body } = reservationIcs(record, {
    programName: partner.programName,
    host: partner.hostnames[0] ?? partner.code,
    now: new Date(),
  });
  return c.body(body, 200, {
    "content-type": "text/calendar; charset=utf-8",
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "private, no-store",
  });
});
