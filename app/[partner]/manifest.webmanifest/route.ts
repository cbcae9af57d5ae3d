import {
  partnerFromParams,
  partnerStaticParams,
  type PartnerParams,
} from "@/lib/server/routing/page-partner";
import { manifestIcons } from "@/lib/server/seo/app-icons";

export const generateStaticParams = partnerStaticParams;
export const dynamicParams = false;

// GET /manifest.webmanifest – the partner's web app manifest (installable PWA per brand)
export async function GET(_request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  const { effective } = await partnerFromParams(params);
  const manifest = {
    name: effective.name,
    short_name: effective.shortCode,
    description: effective.routeMeta["/"]?.description ?? effective.name,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: effective.theme.surface,
    theme_color: effective.theme.primary,
    icons: manifestIcons(),
  };
  return Response.json(manifest, { headers: { "content-type": "application/manifest+json" } });
}
