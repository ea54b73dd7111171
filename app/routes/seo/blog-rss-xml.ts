import { blogRssXml } from "@server/content/site-index";
import type { Route } from "./+types/blog-rss-xml";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await blogRssXml(context.db, context.config.appUrl);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
