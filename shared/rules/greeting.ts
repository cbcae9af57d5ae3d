/** How long after joining a member is still new: their first visits are a welcome, not a return. */
export const newMemberDays = 7;

/**
 * The overview's greeting: "Welcome" for a member who joined in the last week (they have not
 * been away yet), "Welcome back" for everyone else.
 */
export function greetingFor(firstName: string, joinDate: Date, now: Date): string {
  const isNew = now.getTime() - joinDate.getTime() < newMemberDays * 86_400_000;
  return `${isNew ? "Welcome" : "Welcome back"}, ${firstName}.`;
}
