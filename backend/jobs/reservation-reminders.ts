import "server-only";
import { sendReservationReminders } from "@/backend/services/reservations/send-reminders";
import type { JobDefinition } from "./job";

/**
 * Reminds members of tomorrow's tables during the restaurant's day before, once each, with the
 * change and cancel links (backend/services/reservations/send-reminders.ts, decision 0072). Every
 * 30 minutes, so the first run after 09:00 on the restaurant's clock sends them. Claims its rows,
 * so a hand run beside the schedule, or a second instance, reminds each booking once.
 */
export const reservationReminders: JobDefinition = {
  name: "reservation-reminders",
  everyMinutes: () => 30,
  run: async ({ db, now }) => ({ ...(await sendReservationReminders(db, now)) }),
};
