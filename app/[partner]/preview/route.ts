import { draftMode } from "next/headers";
import { isProduction } from "@/lib/env";
import { partnerFromParams, type PartnerParams } from "@/lib/routing/page-partner";

export const dynamic = "force-dynamic";

/** Only site paths: an open redirect to another origin is never possible. */
function safePath(value: string | null): string {
  return value?.startsWith("/") && !value.startsWith("//") ? value : "/";
}

// GET /preview?path=/earn/x – an editor sees draft copy (and edits) without a deploy;
// /preview?exit=1 leaves preview. On production hosts only where the partner enables it.
export async function GET(request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  const partner = await partnerFromParams(params);
  const url = new URL(request.url);
  const draft = await draftMode();
  if (url.searchParams.get("exit") === "1") {
    draft.disable();
    return new Response(null, { status: 303, headers: { location: safePath(url.searchParams.get("path")) } });
  }
  if (isProduction() && !partner.effective.cmsPreview) {
    return new Response("Preview is not enabled for this site.", { status: 403 });
  }
  draft.enable();
  return new Response(null, { status: 303, headers: { location: safePath(url.searchParams.get("path")) } });
}
