import { useTranslation } from "react-i18next";
import type { Route } from "./+types/campaign";

export const meta: Route.MetaFunction = () => [{ title: "Campaign Management" }, { name: "robots", content: "noindex" }];

export default function DashboardCampaign() {
  const { t } = useTranslation();
  return <h1>{t("Campaign Management")}</h1>;
}
