/**
 * The list's columns from 661 px: date, restaurant, spent, reward, status. The restaurant and the
 * status share what the figures leave, so neither is squeezed to a sliver at 661 px. Below 661
 * each row is a card and every figure carries its own label.
 */
export const activityColumns =
  "md:grid md:grid-cols-[5.5rem_minmax(0,1.4fr)_4.5rem_6.5rem_minmax(0,1fr)] md:gap-x-3 lg:grid-cols-[6.5rem_minmax(0,1.5fr)_5.5rem_9.5rem_minmax(0,1fr)] lg:gap-x-4";
