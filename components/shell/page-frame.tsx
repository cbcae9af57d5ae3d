import type { ReactNode } from "react";
import { EmulationBannerWhenEmulated } from "@/components/overlays/emulation-parts";
import { OverlayQueueProvider } from "@/components/overlays/overlay-queue";
import { ReferralCapture } from "@/components/tracking/referral-capture";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";

/**
 * Every page's frame, in reading order, inside the one overlay queue: skip link, header, the
 * page's own content in <main>, then the survey bar, the footer and the overlays.
 *
 * The survey bar comes after the content, above the footer (docs/decisions/0060). It can only
 * appear once the page is live (it reads this browser's last survey and the member): under the
 * header it pushed the whole page down by its height as the visitor began to read, and a bar
 * laid over the page covered results, a map or a form. Where it is now, nothing the visitor is
 * looking at moves, and it covers nothing.
 */
export function PageFrame({
  header,
  survey,
  footer,
  overlays,
  children,
}: {
  header: ReactNode;
  survey: ReactNode;
  footer: ReactNode;
  overlays: ReactNode;
  children: ReactNode;
}) {
  return (
    <OverlayQueueProvider>
      <SkipLink />
      <EmulationBannerWhenEmulated />
      <ScrollToTop />
      <ReferralCapture />
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {survey}
      {footer}
      {overlays}
    </OverlayQueueProvider>
  );
}
