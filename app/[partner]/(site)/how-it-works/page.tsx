import { editorialRoute } from "../../_editorial-route";

/** /how-it-works: the partner's how-it-works copy in the content template. */
const route = editorialRoute(() => "/how-it-works");

export const generateMetadata = route.generateMetadata;
export default route.Page;
