import { loadMerchantDetail } from "@/lib/server/api/merchant-detail";
import { previewImageResponse } from "@/lib/server/og/image-responses";
import { noPartnerPagesAtBuild, partnerFromParams } from "@/lib/server/routing/page-partner";
import { merchantPreviewContent } from "@/components/merchants/detail/merchant-preview-content";

type MerchantPreviewParams = Promise<{ partner: string; merchantId: string }>;

// Like the merchant page (docs/decisions/0035): none built ahead, each made on its first request
// and kept until its merchant's cache tag is revalidated (the tags of loadMerchantDetail's data
// cache become this answer's) or the hour is up. Nothing of the request is read (decision 0048).
export const generateStaticParams = noPartnerPagesAtBuild;
export const dynamicParams = true;
export const dynamic = "force-static";
export const revalidate = 3600;

/** GET /link-preview/merchants/{id} – a merchant's 1200x630 PNG link preview (docs/decisions/0071). */
export async function GET(
  _request: Request,
  { params }: { params: MerchantPreviewParams },
): Promise<Response> {
  const partner = await partnerFromParams(params);
  const { merchantId } = await params;
  const merchant = await loadMerchantDetail(partner, merchantId);
  if (!merchant) return new Response("Not found", { status: 404 });
  return previewImageResponse(
    partner.effective,
    merchantPreviewContent(partner.effective, merchant),
    revalidate,
  );
}
