import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import { signedInRedirect } from "~/server/services/pages/signed-in";
import type { Route } from "./+types/logged";

/** Where every sign-in ends (spec §2 /logged, content not shown): the welcome or failure message, then back to the saved path. */
export function loader({ request }: Route.LoaderArgs) {
  return signedInRedirect(request);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Welcome", noindex: true });

export default function LoggedPage() {
  const { t } = useTranslation();
  return (
    <div className="page" role="status">
      <h1 className="page-title">{t("Redirecting")}</h1>
    </div>
  );
}
