import { useTranslation } from "react-i18next";
import type { Route } from "./+types/seo";

export const meta: Route.MetaFunction = () => [{ title: "SEO Entries" }, { name: "robots", content: "noindex" }];

export default function DashboardSeo() {
  const { t } = useTranslation();
  return <h1>{t("SEO Entries")}</h1>;
}
