import { builtInReservationProvider } from "@/backend/reservations/built-in-provider";
import { testDbKinds } from "@/backend/db/testing";
import { reservationProviderContract } from "./reservation-provider.contract";

// PostgreSQL too: reservations: the row lock that keeps concurrent bookings off one table.
const kinds = testDbKinds({ dialectMatters: true });

// The built-in provider straight on the database, on PGlite and (when configured) PostgreSQL,
// where the row lock is what keeps 20 concurrent bookings from sharing the last table.
for (const kind of kinds) {
  reservationProviderContract(
    "built-in",
    (db) => Promise.resolve({ provider: builtInReservationProvider(db), close: () => Promise.resolve() }),
    kind,
  );
}
