// Its own module, importing nothing: the merchant page's hours, calendar and earn statement need
// the week alone, not the search's lists and limits in merchant-values.ts (decision 0040).

export const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export type Weekday = (typeof weekdays)[number];
