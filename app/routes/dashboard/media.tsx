import { useTranslation } from "react-i18next";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [{ title: "Media Management" }, { name: "robots", content: "noindex" }];

export default function DashboardMedia() {
  const { t } = useTranslation();
  return <h1>{t("Media Management")}</h1>;
}
