import {
  partnerFromParams,
  partnerStaticParams,
  type PartnerParams,
} from "@/lib/server/routing/page-partner";

export const generateStaticParams = partnerStaticParams;
export const dynamicParams = false;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

// GET /brand-icon – the partner's favicon: its monogram in its colours
export async function GET(_request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  const { effective } = await partnerFromParams(params);
  const { primary, onPrimary } = effective.theme;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/><text x="32" y="41" text-anchor="middle" font-family="Montserrat, Arial, sans-serif" font-weight="700" font-size="22" fill="${onPrimary}">${escapeXml(effective.shortCode)}</text></svg>`;
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
}
