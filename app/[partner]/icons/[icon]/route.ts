import { brandIconResponse } from "@/lib/server/og/image-responses";
import { brandIcons, isBrandIconName } from "@/lib/server/og/brand-icons";
import { partnerFromParams } from "@/lib/server/routing/page-partner";
import { partnerCodes } from "@/partners/registry";

type IconParams = Promise<{ partner: string; icon: string }>;

// Built ahead, every partner by every icon: they read the partner's config only, like the
// manifest and the SVG brand icon (docs/decisions/0049, 0071).
export function generateStaticParams(): { partner: string; icon: string }[] {
  return partnerCodes.flatMap((partner) => Object.keys(brandIcons).map((icon) => ({ partner, icon })));
}
export const dynamicParams = false;
export const dynamic = "force-static";

/** GET /icons/{name}.png – one of the partner's PNG icons (manifest, apple-touch-icon, favicon). */
export async function GET(_request: Request, { params }: { params: IconParams }): Promise<Response> {
  const { effective } = await partnerFromParams(params);
  const { icon } = await params;
  if (!isBrandIconName(icon)) return new Response("Not found", { status: 404 });
  return brandIconResponse(effective, icon);
}
