import { builtInReservationProvider } from "@/backend/reservations/built-in-provider";
import { testDbKinds } from "@/backend/db/testing";
import { reservationProviderContract } from "./reservation-provider.contract";

// The built-in provider straight on the database, on PGlite and (when configured) PostgreSQL,
// where the row lock is what keeps 20 concurrent bookings from sharing the last table.
for (const kind of testDbKinds()) {
  reservationProviderContract(
    "built-in",
    (db) => Promise.resolve({ provider: builtInReservationProvider(db), close: () => Promise.resolve() }),
    kind,
  );
}
