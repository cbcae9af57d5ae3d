import { homePreviewContent } from "@/lib/server/og/page-preview-content";
import { previewImageResponse } from "@/lib/server/og/image-responses";
import {
  partnerFromParams,
  partnerStaticParams,
  type PartnerParams,
} from "@/lib/server/routing/page-partner";

// Built ahead per partner, like the manifest: the home preview reads the partner's config only
// (no origin, no copy from the database), so it is the same in every deployment (docs/decisions/0049).
export const generateStaticParams = partnerStaticParams;
export const dynamicParams = false;
export const dynamic = "force-static";

/** GET /link-preview – the home page's 1200x630 PNG link preview (docs/decisions/0071). */
export async function GET(_request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  const { effective } = await partnerFromParams(params);
  return previewImageResponse(effective, homePreviewContent(effective), 86_400);
}
