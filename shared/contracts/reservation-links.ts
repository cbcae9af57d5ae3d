import { z } from "zod";
import { modifyReservationSchema } from "./reservations";
import { text } from "./text";

/**
 * The signed links of a reservation's confirmation email. The email links to the page
 * /reservations/manage?id=…&action=cancel|modify&expires=…&sig=…, which calls:
 *   GET  /api/Reservations/Manage?id&action&expires&sig   → { reservation } (no session needed)
 *   POST /api/Reservations/Manage/Cancel   { id, action, expires, sig }            → { reservation }
 *   POST /api/Reservations/Manage/Modify   { id, action: "modify", expires, sig,
 *                                            date, time, partySize }                → { reservation }
 * The cancel body is the link's query as JSON; a modify link may cancel too (the member who opened
 * it to change a table may drop it), a cancel link cannot change one.
 * The page itself never holds `expires` and `sig`: the proxy trades them for an httpOnly cookie
 * on the link's arrival (docs/decisions/0048), and the API reads the cookie when a request omits
 * them. A bad, expired or foreign signature is answered 404, as an unknown booking is. Refusals are the
 * member API's ({ code, message, alternatives? }).
 */
export const reservationLinkQuerySchema = z.object({
  id: z.uuid("id must be a reservation id"),
  action: z.enum(["cancel", "modify"], { error: "action must be cancel or modify" }),
  expires: z.coerce
    .number({ error: "expires must be a number" })
    .int("expires must be a whole number")
    .positive(),
  sig: text({ error: "sig is required" }).min(1, "sig is required").max(128),
});

export const reservationLinkModifySchema = reservationLinkQuerySchema
  .extend({ action: z.literal("modify", { error: "this link does not allow changes" }) })
  .extend(modifyReservationSchema.shape);

/** What a request names: the link's id and action, its secret parts when it carries them itself. */
export const reservationLinkRequestSchema = reservationLinkQuerySchema.partial({ expires: true, sig: true });

export const reservationLinkModifyRequestSchema = reservationLinkModifySchema.partial({
  expires: true,
  sig: true,
});
