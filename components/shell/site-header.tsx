import Link from "next/link";
import type { PartnerConfig } from "@/partners/schema";
import { BrandMark } from "./brand-mark";

/** Header with the partner's logo and name; the full navbar (menus, auth links) builds on this. */
export function SiteHeader({ config }: { config: PartnerConfig }) {
  return (
    <header className="bg-surface sticky top-0 z-40 border-b border-black/10">
      <div className="content-width flex min-h-16 items-center justify-between gap-4 py-2">
        <Link href="/" className="text-ink flex items-center gap-3 rounded-md font-bold no-underline">
          <BrandMark config={config} />
          <span data-testid="partner-name" className="text-base leading-tight sm:text-lg">
            {config.name}
          </span>
        </Link>
      </div>
    </header>
  );
}
