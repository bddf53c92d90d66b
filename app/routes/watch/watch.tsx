import { data } from "react-router";
import { WatchScreen } from "~/features/watch/watch-screen";
import { pageMeta } from "~/features/seo/page-meta";
import { visitorCountry } from "~/server/http/country";
import { requestInfo } from "~/server/http/request-context";
import { resolveLocale } from "~/server/locale";
import { watchPageData } from "~/server/services/videos/watch-page";
import { regionProfile } from "~/shared/region-profile";
import { watchPageSeo } from "~/shared/json-ld";
import type { Route } from "./+types/watch";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { data: page, status } = await watchPageData({
    videoId: params.videoId,
    term: url.searchParams.get("term"),
    order: url.searchParams.get("order"),
    locale: resolveLocale(request),
    listHidden: !regionProfile(visitorCountry(request)).watchList,
    client: requestInfo(context).ip,
  });
  return data(page, { status });
}

export const meta: Route.MetaFunction = (args) => {
  const video = args.loaderData?.selectedVideo;
  if (!video || !args.params.videoId) {
    return pageMeta(args, {
      title: "Watch Title",
      description: "Watch Description",
      noindex: !!args.loaderData?.selectedError,
    });
  }
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { publicUrl: string } | undefined;
  const { jsonLd, ...seo } = watchPageSeo(video, root?.publicUrl ?? "http://localhost");
  return pageMeta(args, { ...seo, raw: true, type: "video.other", jsonLd: [jsonLd] });
};

export default function Watch({ loaderData }: Route.ComponentProps) {
  return <WatchScreen data={loaderData} />;
}
