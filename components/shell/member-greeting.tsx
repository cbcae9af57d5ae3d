/** The member dropdown's toggle face, shared by the toggle and the stand-in drawn while it loads. */
export const memberToggleClass =
  "flex min-h-10 shrink-0 items-center gap-2 rounded-full border border-black/15 px-3 font-bold whitespace-nowrap sm:px-4";

export function MemberGreeting({ firstName }: { firstName: string }) {
  return (
    <>
      {/* One line on small screens: a long first name is cut short, the logo text gives way first. */}
      <span className="max-w-20 truncate sm:max-w-48">Hi, {firstName}</span>
      <span aria-hidden="true">▾</span>
    </>
  );
}
