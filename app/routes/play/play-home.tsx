import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/play-home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Play Title" });

export default function PlayHome() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Play Title")}</h1>
    </div>
  );
}
