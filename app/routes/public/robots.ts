import { config } from "~/server/config";

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /rt-dashboard", "Disallow: /api/", "Disallow: /user", "Disallow: /logged", "Disallow: /redirect", "Disallow: /auth/", "", `Sitemap: ${config().publicUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
