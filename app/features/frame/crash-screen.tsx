import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { useComponentTrace } from "./crash-trace";
import { NotFound } from "./not-found";

/** True inside the public frame, which already has the page's <main>. */
export const InFrameContext = createContext(false);

/**
 * The fallback when a page crashes (spec §2, §8): 'Something went wrong.' with the error text and the component
 * trace behind a disclosure, and no recovery action.
 */
export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const inFrame = useContext(InFrameContext);
  const trace = useComponentTrace(error);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return inFrame ? (
      <NotFound />
    ) : (
      <main id="main">
        <NotFound />
      </main>
    );
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
        <pre data-testid="crash-error">{detail}</pre>
        {trace ? (
          <>
            <h2 className="crash-trace-title">{t("Component trace")}</h2>
            <pre data-testid="crash-trace">{trace.replace(/^\n+/, "")}</pre>
          </>
        ) : null}
      </details>
    </Wrapper>
  );
}
