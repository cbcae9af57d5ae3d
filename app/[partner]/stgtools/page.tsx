import type { Metadata } from "next";
import { QuietPage } from "@/components/overlays/overlay-queue";
import { AwardHistoryPanel } from "@/components/stgtools/award-history-panel";
import { NetworkFeedForm } from "@/components/stgtools/network-feed-form";
import { MissingDineClaimsPanel } from "@/components/stgtools/missing-dine-claims-panel";
import { RecordDineForm } from "@/components/stgtools/record-dine-form";
import { StoredValuesPanel } from "@/components/stgtools/stored-values-panel";
import { getActivationLinks } from "@/lib/server/api/activation-links";
import { getAwardHistory } from "@/lib/server/api/award-history";
import { getOpenMissingDineClaims } from "@/lib/server/api/missing-dine-claims";
import { getOutbox } from "@/lib/server/api/outbox";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { awardLookupSchema } from "@/shared/contracts/award-history";
import { allPartners } from "@/partners/registry";
import { recordDineAction, settleAwardsAction } from "./dine-actions";
import { postAwardsAction, refundClearingAction, sendClearingAction } from "./feed-actions";

// The mailbox reads the database, so this page renders per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Staging tools", robots: { index: false, follow: false } };

function display(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Staging tools (absent in production): the partner's effective configuration and its flags. */
export default async function StagingToolsPage({
  params,
  searchParams,
}: {
  params: PartnerParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const partner = await partnerFromParams(params);
  const rows = Object.entries(partner.effective).filter(([key]) => key !== "routeMeta");
  const mailbox = await getOutbox(partner.config.code);
  const activationLinks = await getActivationLinks(partner.config.code);
  const missingDineClaims = await getOpenMissingDineClaims(partner.config.code);
  // ?award=<id>: one award's history for support (decision 0063); anything else asks nothing.
  const lookup = awardLookupSchema.safeParse((await searchParams).award);
  const awardHistory = lookup.success ? await getAwardHistory(partner.config.code, lookup.data) : null;
  return (
    <div className="content-width py-10">
      {/* A tool page: no promotion opens over its forms (decision 0060). */}
      <QuietPage />
      <h1 className="text-3xl font-bold">Staging tools</h1>
      <p className="text-muted mt-2">Not available in production.</p>

      <section aria-labelledby="partners" className="mt-8">
        <h2 id="partners" className="text-xl font-bold">
          Partners on this deployment
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {allPartners().map(({ config }) => (
            <li key={config.code}>
              {config.code === partner.config.code ? (
                <span
                  className="bg-brand text-on-brand inline-block rounded-full px-4 py-2"
                  aria-current="page"
                >
                  {config.name} (this site)
                </span>
              ) : (
                <a
                  href={`${partnerOrigin(config)}/stgtools`}
                  className="inline-block rounded-full border border-black/20 px-4 py-2 hover:bg-black/5"
                >
                  Switch to {config.name}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stored" className="mt-8">
        <h2 id="stored" className="text-xl font-bold">
          Stored values in this browser
        </h2>
        <StoredValuesPanel />
      </section>

      <section aria-labelledby="mailbox" className="mt-8">
        <h2 id="mailbox" className="text-xl font-bold">
          Mailbox
        </h2>
        {mailbox.length === 0 ? (
          <p className="text-muted mt-2">No outgoing messages yet.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3" data-testid="mailbox">
            {mailbox.map((message) => (
              <li key={message.id} className="rounded-xl border border-black/10 p-4">
                <p className="font-bold">{message.subject}</p>
                <p className="text-muted text-sm">
                  To {message.toAddress} · {message.createdAt.toISOString()} · {message.status}
                </p>
                <pre className="mt-2 text-sm whitespace-pre-wrap">{message.textBody}</pre>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="record-dine" className="mt-8">
        <h2 id="record-dine" className="text-xl font-bold">
          Record a dine
        </h2>
        <p className="text-muted mt-2">
          Posts a card transaction through the signed transaction ingestion, as the card feed would: the award
          by the member&apos;s tier, and the reservation bonus when they booked this merchant for the day.
        </p>
        <RecordDineForm
          recordAction={recordDineAction.bind(null, partner.config.code)}
          settleAction={settleAwardsAction.bind(null, partner.config.code)}
          today={new Date().toISOString().slice(0, 10)}
          currencyPlural={partner.effective.currencyName.other}
        />
      </section>

      <section aria-labelledby="network-feed" className="mt-8">
        <h2 id="network-feed" className="text-xl font-bold">
          Card network
        </h2>
        <p className="text-muted mt-2">
          Sends a member&apos;s meal as their card&apos;s network would (an authorization and its clearing, by
          the card&apos;s network reference and the merchant&apos;s id on that network) through the rewards
          engine; refunds it; and posts settled awards to the partner now.
        </p>
        <NetworkFeedForm
          clearingAction={sendClearingAction.bind(null, partner.config.code)}
          refundAction={refundClearingAction}
          postAction={postAwardsAction}
          today={new Date().toISOString().slice(0, 10)}
          currencyPlural={partner.effective.currencyName.other}
        />
      </section>

      <section aria-labelledby="award-history" className="mt-8">
        <h2 id="award-history" className="text-xl font-bold">
          Award history
        </h2>
        <p className="text-muted mt-2">
          One award&apos;s life in order: made by the award rules, settled on the schedule, posted, refunded.
        </p>
        <AwardHistoryPanel
          lookup={lookup.success ? lookup.data : null}
          found={awardHistory}
          currencyPlural={partner.effective.currencyName.other}
        />
      </section>

      <section aria-labelledby="missing-dine-claims" className="mt-8">
        <h2 id="missing-dine-claims" className="text-xl font-bold">
          Missing-dine claims
        </h2>
        <p className="text-muted mt-2">
          Open reports of dines the engine did not find among the card network&apos;s unmatched messages,
          newest first.
        </p>
        <MissingDineClaimsPanel claims={missingDineClaims} />
      </section>

      <section aria-labelledby="activation-links" className="mt-8">
        <h2 id="activation-links" className="text-xl font-bold">
          Activation links
        </h2>
        {activationLinks.length === 0 ? (
          <p className="text-muted mt-2">No member is waiting for activation.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2" data-testid="activation-links">
            {activationLinks.map((link) => (
              <li key={link.path}>
                <a className="text-brand font-bold break-all underline" href={link.path}>
                  Activate {link.email}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="flags" className="mt-8">
        <h2 id="flags" className="text-xl font-bold">
          Feature flags
        </h2>
        <pre className="mt-3 overflow-x-auto rounded-xl bg-black/5 p-4 text-sm">
          {JSON.stringify(partner.flags, null, 2)}
        </pre>
      </section>

      <section aria-labelledby="effective" className="mt-8">
        <h2 id="effective" className="text-xl font-bold">
          Effective configuration
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-black/20">
                <th scope="col" className="py-2 pr-4">
                  Setting
                </th>
                <th scope="col" className="py-2">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([key, value]) => (
                <tr key={key} className="border-b border-black/10 align-top">
                  <th scope="row" className="py-2 pr-4 font-bold">
                    {key}
                  </th>
                  <td className="py-2 break-all">{display(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
