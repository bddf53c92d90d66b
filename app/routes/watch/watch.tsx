import { data } from "react-router";
import { WatchScreen } from "~/features/watch/watch-screen";
import { pageMeta } from "~/features/seo/page-meta";
import { visitorCountry } from "~/server/http/country";
import { requestInfo } from "~/server/http/request-context";
import { resolveLocale } from "~/server/locale";
import { watchPageData } from "~/server/services/videos/watch-page";
import { watchListHidden } from "~/shared/api/videos";
import type { Route } from "./+types/watch";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { data: page, status } = await watchPageData({
    videoId: params.videoId,
    term: url.searchParams.get("term"),
    order: url.searchParams.get("order"),
    locale: resolveLocale(request),
    listHidden: watchListHidden(visitorCountry(request)),
    client: requestInfo(context).ip,
  });
  return data(page, { status });
}

export const meta: Route.MetaFunction = (args) => {
  const video = args.loaderData?.selectedVideo;
  if (!video || !args.params.videoId) {
    return pageMeta(args, { title: "Watch Title", description: "Watch Description", noindex: !!args.loaderData?.selectedError });
  }
  const { title, description, publishedAt, thumbnails } = video.snippet;
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { publicUrl: string } | undefined;
  const absolute = (url: string) => new URL(url, root?.publicUrl ?? "http://localhost").href;
  const summary = description.replace(/\s+/g, " ").trim().slice(0, 160);
  const id = video.id.videoId;
  return pageMeta(args, {
    title,
    raw: true,
    description: summary || title,
    image: thumbnails.high.url,
    type: "video.other",
    jsonLd: [{
      "@type": "VideoObject",
      name: title,
      description: summary || title,
      thumbnailUrl: absolute(thumbnails.high.url),
      uploadDate: publishedAt,
      ...(video.source === "youtube" ? { embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : {}),
      ...(video.videoUrl ? { contentUrl: absolute(video.videoUrl) } : {}),
    }],
  });
};

export default function Watch({ loaderData }: Route.ComponentProps) {
  return <WatchScreen data={loaderData} />;
}
