import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from "react";
import { exitHref } from "~/shared/exit";

const GateDialog = lazy(() => import("./gate-dialog"));

type OpenGate = (href: string, onPass?: () => void) => void;
const GateContext = createContext<OpenGate | null>(null);

/** Opens a link that leaves the site in a new tab (mail links in the mail app), once the gate has passed. */
function openExternal(href: string): void {
  if (/^(mailto|tel|sms):/i.test(href)) window.location.href = href;
  else window.open(href, "_blank", "noopener,noreferrer");
}

/**
 * The in-page form of the parental gate (DESIGN §4.17) for what opens inside the page after a grown-up's answer
 * (the YouTube player). Links that leave the site do not need it: they point at the gate's own page (ExternalLink).
 */
export function ParentalGateProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<{ href: string; onPass?: () => void } | null>(null);
  const open = useCallback<OpenGate>((href, onPass) => setTarget({ href, onPass }), []);
  const close = useCallback(() => setTarget(null), []);
  const pass = useCallback(() => {
    setTarget(null);
    if (target) (target.onPass ?? (() => openExternal(target.href)))();
  }, [target]);

  return (
    <GateContext.Provider value={open}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <GateDialog href={target.href} onClose={close} onPass={pass} />
        </Suspense>
      )}
    </GateContext.Provider>
  );
}

/** Asks the gate's question in the page; on a right answer calls `onPass` (or opens `href` in a new tab). */
export function useParentalGate(): OpenGate {
  const open = useContext(GateContext);
  return useMemo(() => open ?? ((href: string) => window.location.assign(exitHref(href))), [open]);
}

/**
 * A link that leaves the site. It points at the gate's page (`/leave?to=…`), which asks a grown-up first and only
 * then redirects, on the server: the same with or without scripts, and before the page's scripts have loaded.
 */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const web = /^https?:/i.test(href);
  return (
    <a
      href={exitHref(href)}
      {...(web ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      data-external="true"
      {...rest}
    >
      {children}
    </a>
  );
}
