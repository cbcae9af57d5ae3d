import {
  partnerFromParams,
  partnerStaticParams,
  type PartnerParams,
} from "@/lib/server/routing/page-partner";

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
    icons: [{ src: "/brand-icon", sizes: "any", type: "image/svg+xml", purpose: "any maskable" }],
  };
  return Response.json(manifest, { headers: { "content-type": "application/manifest+json" } });
}
