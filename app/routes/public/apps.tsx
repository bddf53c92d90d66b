import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/apps";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Apps Title" });

export default function Apps() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Apps Title")}</h1>
    </div>
  );
}
