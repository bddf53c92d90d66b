import { useTranslation } from "react-i18next";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics" }, { name: "robots", content: "noindex" }];

export default function DashboardAnalytics() {
  const { t } = useTranslation();
  return <h1>{t("Analytics")}</h1>;
}
