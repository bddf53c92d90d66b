import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/user";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "My Page", noindex: true });

export default function UserPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("My Page")}</h1>
    </div>
  );
}
