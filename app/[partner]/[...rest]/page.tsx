import { editorialRoute } from "../_editorial-route";

/**
 * Every path no page claims: an editorial page the partner's configuration lists, or the
 * partner's not-found page with status 404.
 */
const route = editorialRoute<Promise<{ partner: string; rest: string[] }>>(
  (params) => `/${params.rest.join("/")}`,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
