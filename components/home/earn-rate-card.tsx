import { BrandMark } from "@/components/shell/brand-mark";
import type { PartnerConfig } from "@/partners/schema";

/**
 * The hero's picture on wide screens: a linked card in the partner's colours with its earn
 * rates. Drawn in CSS so no image file is needed per partner; hidden from assistive technology
 * because the hero's text already says the same.
 */
export function EarnRateCard({
  config,
  rates,
}: {
  config: PartnerConfig;
  rates: { own: string; upTo: string | null };
}) {
  return (
    <div
      aria-hidden="true"
      className="bg-surface text-ink hidden rotate-2 flex-col gap-6 rounded-3xl p-7 shadow-2xl shadow-black/30 lg:flex"
    >
      <div className="flex items-center gap-3">
        <BrandMark config={config} size={44} />
        <span className="leading-tight font-bold">{config.name}</span>
      </div>
      <div>
        <p className="text-muted text-xs font-bold tracking-widest uppercase">Earn rate</p>
        <p className="text-brand mt-1 text-3xl font-bold">{rates.own}</p>
        {rates.upTo ? <p className="text-muted mt-1 font-bold">up to {rates.upTo}</p> : null}
      </div>
      <div className="flex items-end justify-between border-t border-black/10 pt-4">
        <span className="font-bold tracking-[0.2em]">•••• 4242</span>
        <span className="bg-accent size-8 rounded-full opacity-80" />
      </div>
    </div>
  );
}
