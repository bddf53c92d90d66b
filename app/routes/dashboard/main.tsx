import { useTranslation } from "react-i18next";
import type { Route } from "./+types/main";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard" }, { name: "robots", content: "noindex" }];

export default function DashboardMain() {
  const { t } = useTranslation();
  return <h1>{t("Dashboard")}</h1>;
}
