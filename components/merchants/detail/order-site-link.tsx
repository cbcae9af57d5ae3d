/** "https://order.example/m-1" → "order.example", as the link's hint reads. */
function siteName(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The link to the restaurant's ordering site: a new tab (rel noopener, so the site cannot reach
 * back into this page), named for assistive technology with the restaurant and the new tab, and
 * with the site's name shown so nobody is surprised where it leads.
 */
export function OrderSiteLink({
  url,
  merchantName,
  variant = "primary",
}: {
  url: string;
  merchantName: string;
  variant?: "primary" | "secondary";
}) {
  return (
    <>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${variant === "primary" ? "button-primary" : "button-secondary"} mt-4 w-full`}
        data-testid="order-online-external"
        aria-label={`Order online from ${merchantName} (opens ${siteName(url)} in a new tab)`}
      >
        Order online
      </a>
      <p className="text-muted mt-2 text-center text-xs">Opens {siteName(url)} in a new tab</p>
    </>
  );
}
