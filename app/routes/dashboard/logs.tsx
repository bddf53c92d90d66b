import { useTranslation } from "react-i18next";
import type { Route } from "./+types/logs";

export const meta: Route.MetaFunction = () => [{ title: "Activity Logs" }, { name: "robots", content: "noindex" }];

export default function DashboardLogs() {
  const { t } = useTranslation();
  return <h1>{t("Activity Logs")}</h1>;
}
