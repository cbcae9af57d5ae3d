import { editorialRoute } from "../../../_editorial-route";
import { loadEditorialPaths } from "@/lib/server/content/editorial-copy";
import { getPartner } from "@/partners/registry";

/** Every /earn page in the partner's copy is prerendered; new ones render on first visit. */
export async function generateStaticParams({ params }: { params: { partner: string } }) {
  const partner = getPartner(params.partner);
  if (!partner) return [];
  const paths = (await loadEditorialPaths(partner)).filter((path) => path.startsWith("/earn/"));
  return paths.map((path) => ({ slug: path.slice("/earn/".length).split("/") }));
}

const route = editorialRoute<Promise<{ partner: string; slug: string[] }>>(
  (params) => `/earn/${params.slug.join("/")}`,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
