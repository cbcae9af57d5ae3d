import Link from "next/link";

/** The branded not-found body; its copy moves to the partner's content with the content issue. */
export function NotFoundContent() {
  return (
    <div className="content-width py-16 text-center">
      <p className="text-muted text-sm font-bold tracking-wide uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn&apos;t find that page</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">
        The page may have moved, or the link may be out of date. Let&apos;s get you back to finding a great
        meal.
      </p>
      <Link href="/" className="button-primary mt-8">
        Back to home
      </Link>
    </div>
  );
}
