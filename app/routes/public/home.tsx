import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Site Name", description: "Site Description" });

export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Site Name")}</h1>
    </div>
  );
}
