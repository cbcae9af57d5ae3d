import "client-only";
import type { z } from "zod";
import { mutate } from "@/lib/client/browser/csrf-token";
import {
  memberReservationAnswerSchema,
  memberReservationListSchema,
  reservationAvailabilitySchema,
  reservationRefusalSchema,
  type BookReservationInput,
  type ModifyReservationInput,
  type ReservationRefusal,
} from "@/lib/shared/contracts/reservations";
import { getJson, readJson } from "./http";

/** Open tables at a merchant around a date, time and party size (400 names a field it refuses). */
export function fetchAvailability(
  merchantId: string,
  request: { readonly date: string; readonly time: string; readonly partySize: number },
) {
  const query = new URLSearchParams({
    date: request.date,
    time: request.time,
    partySize: String(request.partySize),
  });
  return getJson(
    `/api/merchants/${encodeURIComponent(merchantId)}/reservations/availability?${query.toString()}`,
    reservationAvailabilitySchema,
  );
}

/**
 * The API refused the booking for a reason the member can act on (slot taken, overlap, fraud,
 * the provider's bounds, general): the refusal carries the partner's words and, for a slot
 * taken meanwhile, the nearest free times.
 */
export class ReservationRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: ReservationRefusal,
  ) {
    super(refusal.message);
    this.name = "ReservationRefusedError";
  }
}

/**
 * A reservation call's answer: a refusal ({ code, message, alternatives? }) becomes
 * ReservationRefusedError; anything else goes through the shared reader (a 400's field
 * messages become ApiError fields, as every form expects).
 */
async function readReservationAnswer<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  if (response.ok) return readJson(response, schema);
  const body = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    // Not JSON: the shared reader says what the status says.
  }
  const refusal = reservationRefusalSchema.safeParse(parsed);
  if (refusal.success) throw new ReservationRefusedError(response.status, refusal.data);
  return readJson(new Response(body, { status: response.status, statusText: response.statusText }), schema);
}

const memberReservations = "/api/Member/Reservations";
const oneReservation = (id: string) => `${memberReservations}/${encodeURIComponent(id)}`;

/** POST /api/Member/Reservations: books the table; 201 with the member's reservation. */
export async function bookReservation(input: BookReservationInput) {
  const answer = await readReservationAnswer(
    await mutate(memberReservations, "POST", input),
    memberReservationAnswerSchema,
  );
  return answer.reservation;
}

/** GET /api/Member/Reservations: the member's upcoming and past reservations. */
export function fetchMemberReservations(signal?: AbortSignal) {
  return getJson(memberReservations, memberReservationListSchema, signal);
}

/** PATCH /api/Member/Reservations/{id}: another date, time or party size, if the restaurant has it. */
export async function modifyReservation(id: string, change: ModifyReservationInput) {
  const answer = await readReservationAnswer(
    await mutate(oneReservation(id), "PATCH", change),
    memberReservationAnswerSchema,
  );
  return answer.reservation;
}

/** POST /api/Member/Reservations/{id}/Cancel. */
export async function cancelReservation(id: string) {
  const answer = await readReservationAnswer(
    await mutate(`${oneReservation(id)}/Cancel`, "POST"),
    memberReservationAnswerSchema,
  );
  return answer.reservation;
}

/** The .ics download of one reservation ("Add to calendar"), a plain link for the browser. */
export function reservationCalendarHref(id: string): string {
  return `${oneReservation(id)}/calendar.ics`;
}

/** The signed link of the confirmation email: who holds it may see and cancel that booking. */
export interface ManageLink {
  readonly id: string;
  readonly action: string;
  readonly expires: string;
  readonly sig: string;
}

function manageQuery(link: ManageLink): string {
  return new URLSearchParams({ ...link }).toString();
}

/** GET /api/Reservations/Manage: the booking a signed email link names (no session needed). */
export async function fetchManagedReservation(link: ManageLink, signal?: AbortSignal) {
  const answer = await getJson(
    `/api/Reservations/Manage?${manageQuery(link)}`,
    memberReservationAnswerSchema,
    signal,
  );
  return answer.reservation;
}

/** POST /api/Reservations/Manage/Cancel { id, action, expires, sig }: cancels through the signed link. */
export async function cancelManagedReservation(link: ManageLink) {
  const answer = await readReservationAnswer(
    await mutate("/api/Reservations/Manage/Cancel", "POST", link),
    memberReservationAnswerSchema,
  );
  return answer.reservation;
}
