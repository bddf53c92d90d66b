import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/watch";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Watch Title" });

export default function Watch() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Watch Title")}</h1>
    </div>
  );
}
