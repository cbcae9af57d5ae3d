import { pagePreviewContent } from "@/lib/server/og/page-preview-content";
import { previewImageResponse } from "@/lib/server/og/image-responses";
import { noPartnerPagesAtBuild, partnerFromParams } from "@/lib/server/routing/page-partner";

type PreviewParams = Promise<{ partner: string; path: string[] }>;

// Kept and refreshed like the pages it shows (the partner layout's 60 s): none is built ahead, as
// editorial titles come from the partner's copy at run time (docs/decisions/0049, 0071). It reads
// nothing of the request, so one copy serves every visitor (docs/decisions/0048).
export const generateStaticParams = noPartnerPagesAtBuild;
export const dynamicParams = true;
export const dynamic = "force-static";
export const revalidate = 60;

/** GET /link-preview/{page path} – a page's 1200x630 PNG link preview with its title. */
export async function GET(_request: Request, { params }: { params: PreviewParams }): Promise<Response> {
  const partner = await partnerFromParams(params);
  const { path } = await params;
  const content = await pagePreviewContent(partner, `/${path.join("/")}`);
  if (!content) return new Response("Not found", { status: 404 });
  return previewImageResponse(partner.effective, content, revalidate);
}
