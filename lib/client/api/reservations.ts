import "client-only";
import { mutate } from "@/lib/client/browser/csrf-token";
import { reservationRefusalCodes } from "@/shared/contracts/reservation-values";
import type {
  BookReservationInput,
  MemberReservation,
  MemberReservationList,
  ModifyReservationInput,
  ReservationAvailability,
  ReservationRefusal,
} from "@/shared/contracts/reservations";
import { getJson, readJson, serverChecked, type AnswerReader } from "./http";

const reservationAnswer = serverChecked<{ reservation: MemberReservation }>();

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
    serverChecked<ReservationAvailability>(),
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
 * The refusal shape (reservationRefusalSchema), checked by hand so the booking pages load no
 * zod: a known code and a message; a 400's { error, fields } has neither and is not one.
 */
function refusalOf(body: unknown): ReservationRefusal | null {
  if (!body || typeof body !== "object") return null;
  const { code, message, alternatives } = body as {
    code?: unknown;
    message?: unknown;
    alternatives?: unknown;
  };
  const known: readonly unknown[] = reservationRefusalCodes;
  if (!known.includes(code) || typeof message !== "string") return null;
  const times = Array.isArray(alternatives)
    ? alternatives.filter((time) => typeof time === "string")
    : undefined;
  return {
    code: code as ReservationRefusal["code"],
    message,
    ...(times ? { alternatives: times } : {}),
  };
}

/**
 * A reservation call's answer: a refusal ({ code, message, alternatives? }) becomes
 * ReservationRefusedError; anything else goes through the shared reader (a 400's field
 * messages become ApiError fields, as every form expects).
 */
async function readReservationAnswer<T>(response: Response, schema: AnswerReader<T>): Promise<T> {
  if (response.ok) return readJson(response, schema);
  const body = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    // Not JSON: the shared reader says what the status says.
  }
  const refusal = refusalOf(parsed);
  if (refusal) throw new ReservationRefusedError(response.status, refusal);
  return readJson(new Response(body, { status: response.status, statusText: response.statusText }), schema);
}

const memberReservations = "/api/Member/Reservations";
const oneReservation = (id: string) => `${memberReservations}/${encodeURIComponent(id)}`;

/** POST /api/Member/Reservations: books the table; 201 with the member's reservation. */
export async function bookReservation(input: BookReservationInput) {
  const answer = await readReservationAnswer(
    await mutate(memberReservations, "POST", input),
    reservationAnswer,
  );
  return answer.reservation;
}

/** GET /api/Member/Reservations: the member's upcoming and past reservations. */
export function fetchMemberReservations(signal?: AbortSignal) {
  return getJson(memberReservations, serverChecked<MemberReservationList>(), signal);
}

/** PATCH /api/Member/Reservations/{id}: another date, time or party size, if the restaurant has it. */
export async function modifyReservation(id: string, change: ModifyReservationInput) {
  const answer = await readReservationAnswer(
    await mutate(oneReservation(id), "PATCH", change),
    reservationAnswer,
  );
  return answer.reservation;
}

/** POST /api/Member/Reservations/{id}/Cancel. */
export async function cancelReservation(id: string) {
  const answer = await readReservationAnswer(
    await mutate(`${oneReservation(id)}/Cancel`, "POST"),
    reservationAnswer,
  );
  return answer.reservation;
}

/** The .ics download of one reservation ("Add to calendar"), a plain link for the browser. */
export function reservationCalendarHref(id: string): string {
  return `${oneReservation(id)}/calendar.ics`;
}

/**
 * The signed link of the confirmation email: who holds it may see and cancel that booking. Its
 * `expires` and `sig` stay in an httpOnly cookie the server reads (docs/decisions/0048); a link
 * that still carries them (an API client) sends them along.
 */
export interface ManageLink {
  readonly id: string;
  readonly action: string;
  readonly expires?: string;
  readonly sig?: string;
}

function manageQuery(link: ManageLink): string {
  const present = Object.entries(link).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return new URLSearchParams(present).toString();
}

/** GET /api/Reservations/Manage: the booking a signed email link names (no session needed). */
export async function fetchManagedReservation(link: ManageLink, signal?: AbortSignal) {
  const answer = await getJson(`/api/Reservations/Manage?${manageQuery(link)}`, reservationAnswer, signal);
  return answer.reservation;
}

/**
 * POST /api/Reservations/Manage/Modify { id, action: "modify", date, time, partySize }: changes
 * the booking through a signed modify link (its signature is in the cookie, decision 0048).
 */
export async function modifyManagedReservation(link: ManageLink, change: ModifyReservationInput) {
  const answer = await readReservationAnswer(
    await mutate("/api/Reservations/Manage/Modify", "POST", { ...link, ...change }),
    reservationAnswer,
  );
  return answer.reservation;
}

/** POST /api/Reservations/Manage/Cancel { id, action, expires, sig }: cancels through the signed link. */
export async function cancelManagedReservation(link: ManageLink) {
  const answer = await readReservationAnswer(
    await mutate("/api/Reservations/Manage/Cancel", "POST", link),
    reservationAnswer,
  );
  return answer.reservation;
}
