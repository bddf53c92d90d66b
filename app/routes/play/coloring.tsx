import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/coloring";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Coloring" });

export default function Coloring() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Coloring")}</h1>
    </div>
  );
}
