import type { PartnerConfig } from "@/partners/schema";

/** Footer with the partner's support contacts; links and legal copy come from content later. */
export function SiteFooter({ config }: { config: PartnerConfig }) {
  const { phone, email } = config.customerSupport;
  return (
    <footer className="bg-ink/[0.03] mt-16 border-t border-black/10">
      <div className="content-width text-muted flex flex-col gap-2 py-8 text-sm md:flex-row md:justify-between">
        <p>
          © {new Date().getFullYear()} {config.name}
        </p>
        <p>
          Questions? Call{" "}
          <a className="text-ink font-bold underline" href={phone.href}>
            {phone.formatted}
          </a>{" "}
          or write to{" "}
          <a className="text-ink font-bold underline" href={email.href}>
            {email.display}
          </a>
        </p>
      </div>
    </footer>
  );
}
