import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/logged";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Welcome", noindex: true });

export default function LoggedPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t("Welcome")}</h1>
    </div>
  );
}
