import { Outlet } from "react-router";
import { CrashScreen } from "~/features/frame/crash-screen";
import { PublicFrame } from "~/features/frame/public-frame";
import { useRootData } from "~/features/frame/use-root-data";
import type { Route } from "./+types/layout";

export default function PublicLayout() {
  const { locale, cookieConsent } = useRootData();
  return (
    <PublicFrame locale={locale} cookieConsent={cookieConsent}>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale, cookieConsent } = useRootData();
  return (
    <PublicFrame locale={locale} cookieConsent={cookieConsent}>
      <CrashScreen error={error} />
    </PublicFrame>
  );
}
