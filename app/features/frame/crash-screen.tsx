import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { NotFound } from "./not-found";

/** True inside the public frame, which already has the page's <main>. */
export const InFrameContext = createContext(false);

/** The fallback when a page crashes (spec §2): 'Something went wrong.' with the error text behind a disclosure. */
export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const inFrame = useContext(InFrameContext);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return inFrame ? <NotFound /> : <main id="main"><NotFound /></main>;
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? `${error.message}${import.meta.env.DEV && error.stack ? `\n\n${error.stack}` : ""}`
      : String(error);
  const Wrapper = inFrame ? "section" : "main";
  return (
    <Wrapper {...(inFrame ? {} : { id: "main" })} className="crash">
      <h1>{t("Something went wrong.")}</h1>
      <details className="crash-details">
        <summary>{t("Error details")}</summary>
        <pre>{detail}</pre>
      </details>
    </Wrapper>
  );
}
