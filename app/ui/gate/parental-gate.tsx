import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type ReactNode } from "react";
import { leavesSite } from "./gate-rules";

const GateDialog = lazy(() => import("./gate-dialog"));

/** Asks the gate for `href`; a right answer calls `onPass` when given (e.g. start an embedded player), else opens `href`. */
type OpenGate = (href: string, onPass?: () => void) => void;
const GateContext = createContext<OpenGate | null>(null);

/** Opens a link that leaves the site in a new tab (mail links in the mail app). */
export function openExternal(href: string): void {
  if (/^(mailto|tel|sms):/i.test(href)) window.location.href = href;
  else window.open(href, "_blank", "noopener,noreferrer");
}

/** Loads the gate's dialog code before it is needed, e.g. when a pointer comes near an external link. */
export function preloadGate(): void {
  void import("./gate-dialog");
}

/**
 * The parental gate (DESIGN §4.17) for everything inside it: any click on a link that leaves the site
 * (store badges, social links, video sites, developer sites, mail links) first asks a grown-up a short
 * question; only a right answer opens the link, in a new tab.
 */
export function ParentalGateProvider({ trustedOrigins = [], children }: { trustedOrigins?: readonly string[]; children: ReactNode }) {
  const [target, setTarget] = useState<{ href: string; onPass?: () => void } | null>(null);
  const open = useCallback<OpenGate>((href, onPass) => setTarget({ href, onPass }), []);

  useEffect(() => {
    const intercept = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button > 1) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      if (!leavesSite(anchor.href, window.location.origin, trustedOrigins)) return;
      event.preventDefault();
      setTarget({ href: anchor.href });
    };
    const warm = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (anchor instanceof HTMLAnchorElement && leavesSite(anchor.href, window.location.origin, trustedOrigins)) preloadGate();
    };
    document.addEventListener("click", intercept, true);
    document.addEventListener("auxclick", intercept, true);
    document.addEventListener("pointerover", warm, { passive: true });
    document.addEventListener("focusin", warm);
    return () => {
      document.removeEventListener("click", intercept, true);
      document.removeEventListener("auxclick", intercept, true);
      document.removeEventListener("pointerover", warm);
      document.removeEventListener("focusin", warm);
    };
  }, [trustedOrigins]);

  return (
    <GateContext.Provider value={open}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <GateDialog
            href={target.href}
            onClose={() => setTarget(null)}
            onPass={() => {
              if (target.onPass) target.onPass();
              else openExternal(target.href);
              setTarget(null);
            }}
          />
        </Suspense>
      )}
    </GateContext.Provider>
  );
}

/** Asks the gate's question before opening `href`, for buttons that lead off the site. */
export function useParentalGate(): OpenGate {
  const open = useContext(GateContext);
  return useMemo(() => open ?? ((href: string) => openExternal(href)), [open]);
}

/** A link that leaves the site: opens in a new tab, behind the parental gate. */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-external="true" {...rest}>
      {children}
    </a>
  );
}
