/** Copy with a short mobile wording and a longer desktop one; each shows at its width only. */
export function ResponsiveText({ mobile, desktop }: { mobile: string; desktop: string }) {
  if (mobile === desktop) return <>{desktop}</>;
  return (
    <>
      <span className="md:hidden">{mobile}</span>
      <span className="hidden md:inline">{desktop}</span>
    </>
  );
}
