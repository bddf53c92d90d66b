import { useTranslation } from "react-i18next";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => [{ title: "User Management" }, { name: "robots", content: "noindex" }];

export default function DashboardUsers() {
  const { t } = useTranslation();
  return <h1>{t("User Management")}</h1>;
}
