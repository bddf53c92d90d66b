import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/puzzle";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Puzzle" });

export default function Puzzle() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Puzzle")}</h1>
    </div>
  );
}
