import { data } from "react-router";
import { LegalDocument } from "~/features/frame/legal-document";
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

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return pageMeta(args, { title: "Not Found Title", noindex: true });
  const first = args.loaderData.paragraphs[0] ?? "";
  const description = first.length > 155 ? `${first.slice(0, 154)}…` : first;
  return pageMeta(args, { title: args.loaderData.title, description, raw: true, type: "article" });
};

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} />;
}
