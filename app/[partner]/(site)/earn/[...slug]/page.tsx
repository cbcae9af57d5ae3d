import { editorialRoute } from "../../../_editorial-route";

/**
 * Every /earn page renders on its first visit and is then kept (app/[partner]/layout.tsx builds
 * no partner ahead: pages show the deployment's public origin, docs/decisions/0049).
 */
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

const route = editorialRoute<Promise<{ partner: string; slug: string[] }>>(
  (params) => `/earn/${params.slug.join("/")}`,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
