import "server-only";
import { Hono } from "hono";
import {
  contentNames,
  contentPageQuerySchema,
  type ContentName,
  type ContentPageResponse,
} from "@/shared/contracts/cms/content-pages";
import { isProduction } from "@/platform/env";
import type { AppEnv } from "../context";
import { validate } from "../middleware/validate";
import { readContentPage } from "../services/content/read-content-page";

export const contentRoutes = new Hono<AppEnv>();

const isContentName = (name: string): name is ContentName =>
  (contentNames as readonly string[]).includes(name);

/** Answered exactly as the spec's client expects: status text and body both 'Not Found'. */
const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

// GET /api/cms/pages/:contentName/ – a content page of the partner ({data:[{slug, fields}]})
for (const path of ["/cms/pages/:contentName/", "/cms/pages/:contentName"]) {
  contentRoutes.get(path, validate("query", contentPageQuerySchema), async (c) => {
    const name = c.req.param("contentName") ?? "";
    if (!isContentName(name)) return notFound();
    const query = c.req.valid("query");
    const partner = c.get("partner");
    // Drafts are for editors: on production hosts only where the partner enables preview.
    const preview = query.preview === "1" && (!isProduction() || partner.effective.cmsPreview);
    const entries = await readContentPage(partner.config.code, name, { preview, pageSize: query.page_size });
    if (!entries) return notFound();
    const body: ContentPageResponse = { data: entries };
    return c.json(body, 200, { "Cache-Control": preview ? "no-store" : "public, max-age=60" });
  });
}
