import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { takeSavedPath } from "~/ui/saved-path";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/redirect";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Redirecting", noindex: true });

/** Returns the user to the saved path, else to / (spec §2), showing 'Redirecting' meanwhile. */
export default function RedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(takeSavedPath(), { replace: true });
  }, [navigate]);
  return (
    <div className="page" role="status">
      <h1 className="page-title">{t("Redirecting")}</h1>
    </div>
  );
}
