import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/ui/gate/parental-gate";
import { regionProfile } from "~/shared/region-profile";

export interface StoreLinks {
  ios: string;
  android: string;
}

/**
 * Store badges drawn as plain labelled buttons (DESIGN §4.19: no official artwork), behind the parental gate.
 * Which badges show is the region profile's: Google Play is not offered in China, where it is not available.
 */
export function StoreBadges({
  urls,
  appTitle,
  country,
  className,
}: {
  urls: StoreLinks;
  appTitle: string;
  country: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const badges = regionProfile(country).storeBadges;
  return (
    <ul className={className ? `store-badges ${className}` : "store-badges"}>
      {badges.includes("ios") && (
        <li>
          <ExternalLink href={urls.ios} className="store-badge" data-store="ios">
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="store-badge-text">
              <span className="visually-hidden">{appTitle}: </span>
              <span className="store-badge-small">{t("Badge App Store Line")}</span>
              <span className="store-badge-big">App Store</span>
              <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
            </span>
          </ExternalLink>
        </li>
      )}
      {badges.includes("android") && (
        <li>
          <ExternalLink href={urls.android} className="store-badge" data-store="android">
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path d="M5 3.5v17l14-8.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            <span className="store-badge-text">
              <span className="visually-hidden">{appTitle}: </span>
              <span className="store-badge-small">{t("Badge Google Play Line")}</span>
              <span className="store-badge-big">Google Play</span>
              <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
            </span>
          </ExternalLink>
        </li>
      )}
    </ul>
  );
}
