import { config } from "~/server/config";
import { sitemapXml } from "~/server/services/sitemap";

export async function loader() {
  return new Response(await sitemapXml(config().publicUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
