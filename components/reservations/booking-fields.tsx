import { maxPartySize } from "@/shared/contracts/reservation-values";

const field =
  "mt-1 block min-h-11 w-full rounded-lg border border-black/30 bg-white px-3 text-base focus-visible:border-brand";

/**
 * The date, time and party size a table is asked for, laid out for a two-column form grid:
 * "Find a table" on a merchant page and the account's change dialog. The form owns the values;
 * `times` and `timeLabel` are its own, since a change keeps a booked time the list may not have.
 */
export function BookingFields({
  date,
  time,
  partySize,
  min,
  max,
  times,
  timeLabel,
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
  timeLabel: (time: string) => string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onPartySize: (partySize: number) => void;
}) {
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
          value={time}
          onChange={(event) => {
            onTime(event.target.value);
          }}
        >
          {times.map((option) => (
            <option key={option} value={option}>
              {timeLabel(option)}
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
    </>
  );
}
