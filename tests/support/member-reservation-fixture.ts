import type { MemberReservation } from "@/shared/contracts/reservations";

/**
 * A member's upcoming harbor booking as the member API answers it (Blue Fin, 19:00, two people):
 * a fixture for component tests, each overriding what it is about.
 */
export function memberReservation(overrides: Partial<MemberReservation> = {}): MemberReservation {
  return {
    id: "3f1d1f4e-8f4a-4c55-9d4b-0c6f4f1e9a10",
    merchantId: "m-1",
    merchantName: "Blue Fin",
    merchantAddress: "1 Harbor St",
    timeZone: "America/New_York",
    // Dinner every day: 17:00 to 22:00, seatings to 20:30.
    openingHours: (["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const).map((day) => ({
      day,
      opens: "17:00",
      closes: "22:00",
    })),
    date: "2026-12-01",
    time: "19:00",
    partySize: 2,
    confirmationNumber: "OT-1",
    status: "booked",
    specialRequests: null,
    withCard: true,
    bonus: { state: "upcoming", amount: 50, reason: null },
    changeable: true,
    ...overrides,
  };
}
