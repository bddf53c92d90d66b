import { data } from "react-router";
import { pageMeta } from "~/features/seo/page-meta";
import { legalDocumentName, loadLegalDocument } from "~/server/services/legal";
import { resolveLocale } from "~/server/locale";
import type { Route } from "./+types/legal";

export async function loader({ request, params }: Route.LoaderArgs) {
  const folder = new URL(request.url).pathname.split("/")[1];
  const name = legalDocumentName(folder, params.doc);
  if (!name) throw data(null, { status: 404 });
  return loadLegalDocument(name, resolveLocale(request));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title ?? "", description: args.loaderData?.paragraphs[0]?.slice(0, 155), raw: true, type: "article" });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page" style={{ maxWidth: 820 }}>
      <h1 className="page-title">{loaderData.title}</h1>
      <p><time dateTime={loaderData.updated}>{loaderData.updated}</time></p>
      {loaderData.paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </article>
  );
}
