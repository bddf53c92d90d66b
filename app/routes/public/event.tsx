import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/event";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Event" });

export default function Event() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Event")}</h1>
    </div>
  );
}
