import { SiteLink } from "@/components/shell/site-link";
import type { AccountCenterCopy } from "@/shared/contracts/copy/account-center";

/** The account center's help link groups from copy (account_center link_groups). */
export function HelpLinks({ groups }: { groups: AccountCenterCopy["linkGroups"] }) {
  if (groups.length === 0) return null;
  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-black/10 p-5 sm:p-6">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2 className="text-xl font-bold">{group.title}</h2>
          <ul className="mt-2 flex flex-col">
            {group.links.map((link) => (
              <li key={link.url}>
                {/* Copy may point off-site (mailto:, tel:); only site paths use client navigation. */}
                {link.url.startsWith("/") ? (
                  <SiteLink
                    href={link.url}
                    className="text-brand inline-flex min-h-11 items-center font-bold underline-offset-4 hover:underline"
                  >
                    {link.text}
                  </SiteLink>
                ) : (
                  <a
                    href={link.url}
                    className="text-brand inline-flex min-h-11 items-center font-bold underline-offset-4 hover:underline"
                  >
                    {link.text}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
