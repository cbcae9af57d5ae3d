import Link from "next/link";

/** Which process is down, by the path the visitor asked for (public-and-shared §2 Maintenance notice). */
export function maintenanceVariant(path: string): "login" | "enrollment" | "generic" {
  if (path === "/login" || path.startsWith("/login/")) return "login";
  if (path === "/join" || path.startsWith("/join/")) return "enrollment";
  return "generic";
}

const messages = {
  login: "Signing in isn't working right now. Our team is resolving it.",
  enrollment: "Joining isn't working right now. Our team is resolving it.",
  generic: "Something isn't working right now. Our team is resolving it.",
} as const;

export function MaintenanceNotice({ path, showHomeLink = true }: { path: string; showHomeLink?: boolean }) {
  const variant = maintenanceVariant(path);
  return (
    <div className="content-width py-16 text-center" data-testid={`maintenance-${variant}`}>
      <h1 className="text-3xl font-bold">We&apos;re Working On It</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">{messages[variant]}</p>
      <p className="mt-2 text-lg">Please check back later.</p>
      {showHomeLink && variant !== "generic" ? (
        <Link href="/" className="button-primary mt-8">
          Back to home
        </Link>
      ) : null}
    </div>
  );
}
