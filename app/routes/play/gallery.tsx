import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Coloring Gallery" });

export default function Gallery() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Coloring Gallery")}</h1>
    </div>
  );
}
