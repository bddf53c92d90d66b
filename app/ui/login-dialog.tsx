import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useRootData } from "~/ui/use-root-data";
import type { SignInProvider } from "~/shared/account-rules";
import { exitHref } from "~/shared/exit";
import { regionProfile } from "~/shared/region-profile";
import { savePath } from "./saved-path";
import dialogStyles from "./dialog.module.css";
import styles from "./login-dialog.module.css";

const MARKS: Record<SignInProvider, string> = { google: "G", facebook: "f", kakao: "K", line: "L", weibo: "W" };

/** The providers shown to this visitor: the region's list (spec §2 Login), those configured on this server (all in dev). */
export function useLoginProviders(): SignInProvider[] {
  const { country, devLogin, signInProviders } = useRootData();
  return regionProfile(country).signInProviders.filter((p) => devLogin || signInProviders.includes(p));
}

/** Login dialog: the region's provider buttons (full-page redirects to /auth/{provider}) and the login benefits. */
export function LoginDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className={dialogStyles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={dialogStyles.modal}>
        <Dialog className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.title}>
            {t("Sign in")}
          </Heading>
          <Button className={dialogStyles.close} onPress={() => onOpenChange(false)} aria-label={t("Close")}>
            ×
          </Button>
          <LoginBenefits />
          <ProviderList />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * The provider links and the privacy line. Plain links through the parental gate's page (a grown-up answers before
 * the provider's sign-in opens), so they work as soon as the server's HTML is on screen: /user shows them in the page
 * too, for a tap that arrives before the JavaScript.
 */
export function ProviderList() {
  const { t } = useTranslation();
  const { devLogin } = useRootData();
  const providers = useLoginProviders();
  const location = useLocation();
  // Come back here after the provider round trip (the redirect page reads it).
  const remember = () => savePath(`${location.pathname}${location.search}`);
  return (
    <>
      <ul className={styles.providers}>
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={exitHref(`/auth/${provider}`)}
              className={`${styles.provider} ${styles[provider]}`}
              onClick={remember}
            >
              <span className={styles.mark} aria-hidden="true">
                {MARKS[provider]}
              </span>
              {t("Continue With", { provider: t(`Provider ${provider}`) })}
            </a>
          </li>
        ))}
        {devLogin && (
          <li>
            <a href="/auth/dev" className={`${styles.provider} ${styles.dev}`} onClick={remember}>
              <span className={styles.mark} aria-hidden="true">
                D
              </span>
              {t("Dev Sign In")}
            </a>
          </li>
        )}
      </ul>
      <p className={styles.privacy}>{t("Login Privacy")}</p>
    </>
  );
}

/** The login-benefits text shown to signed-out visitors (spec §2 Login). */
export function LoginBenefits() {
  const { t } = useTranslation();
  return <p className={styles.benefits}>{t("Login Benefits")}</p>;
}
