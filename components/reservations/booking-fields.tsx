import { maxPartySize } from "@/shared/contracts/reservation-values";
import { formatLongDate, formatSlotTime } from "@/shared/merchants/reservation-window";

const field =
  "mt-1 block min-h-11 w-full rounded-lg border border-black/30 bg-white px-3 text-base focus-visible:border-brand";

/**
 * The date, time and party size a table is asked for, laid out for a two-column form grid:
 * "Find a table" on a merchant page and the change of a booking. The form owns the values and
 * its `times` (the restaurant's own for the date, reservation-window.ts); times read as the
 * slots do ("7:30 PM"). A date the restaurant is closed has no times: the form says so and
 * must not search it.
 */
export function BookingFields({
  date,
  time,
  partySize,
  min,
  max,
  times,
  onDate,
  onTime,
  onPartySize,
}: {
  date: string;
  time: string;
  partySize: number;
  /** The first and last bookable dates; unknown until the visitor's clock is read. */
  min: string | undefined;
  max: string | undefined;
  times: readonly string[];
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onPartySize: (partySize: number) => void;
}) {
  const closed = times.length === 0;
  return (
    <>
      <label className="col-span-2 text-sm font-bold">
        Date
        <input
          type="date"
          required
          className={field}
          value={date}
          min={min}
          max={max}
          onChange={(event) => {
            onDate(event.target.value);
          }}
        />
      </label>
      <label className="text-sm font-bold">
        Time
        <select
          className={field}
          value={closed ? "" : time}
          disabled={closed}
          onChange={(event) => {
            onTime(event.target.value);
          }}
        >
          {closed ? <option value="">Closed</option> : null}
          {times.map((option) => (
            <option key={option} value={option}>
              {formatSlotTime(option)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-bold">
        Party size
        <select
          className={field}
          value={partySize}
          onChange={(event) => {
            onPartySize(Number(event.target.value));
          }}
        >
          {Array.from({ length: maxPartySize }, (_, index) => index + 1).map((size) => (
            <option key={size} value={size}>
              {size} {size === 1 ? "person" : "people"}
            </option>
          ))}
        </select>
      </label>
      {closed && date ? (
        <p className="col-span-2 text-sm font-bold" role="status" data-testid="reservation-closed-day">
          The restaurant is closed on {formatLongDate(date)}. Choose another date.
        </p>
      ) : null}
    </>
  );
}
