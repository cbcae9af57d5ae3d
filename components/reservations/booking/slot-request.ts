/** What the visitor asked the restaurant's tables for: a date, a time and a party. */
export interface SlotRequest {
  date: string;
  time: string;
  partySize: number;
}
