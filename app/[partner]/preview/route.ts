import { draftMode } from "next/headers";
import { isProduction } from "@/platform/env";
import { safeRedirectPath } from "@/shared/rules/safe-redirect";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export const dynamic = "force-dynamic";

// GET /preview?path=/earn/x – an editor sees draft copy (and edits) without a deploy;
// /preview?exit=1 leaves preview. On production hosts only where the partner enables it.
export async function GET(request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  const partner = await partnerFromParams(params);
  const url = new URL(request.url);
  const draft = await draftMode();
  // Checked first: where preview is off, neither entering nor leaving it redirects anywhere.
  if (isProduction() && !partner.effective.cmsPreview) {
    return new Response("Preview is not enabled for this site.", { status: 403 });
  }
  // Only site paths, through the one redirect gate: never another origin.
  const location = safeRedirectPath(url.searchParams.get("path"));
  if (url.searchParams.get("exit") === "1") draft.disable();
  else draft.enable();
  return new Response(null, { status: 303, headers: { location } });
}
