/**
 * The list's columns from 661 px: date, restaurant, spent, reward, status. Below that each row
 * is a card and every figure carries its own label.
 */
export const activityColumns =
  "md:grid md:grid-cols-[6rem_minmax(0,1fr)_5rem_7.5rem_minmax(8rem,12rem)] md:gap-x-3 lg:grid-cols-[6.5rem_minmax(0,1fr)_5.5rem_9.5rem_minmax(0,13rem)] lg:gap-x-4";
