import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/ui/gate/parental-gate";

/** A streaming service or video site, as a series page or the home page links to it. */
export interface VideoSiteView {
  key: string;
  name: string;
  url: string;
}

/** Links to streaming services or, in China, to Chinese video sites; both open behind the parental gate. */
export function VideoSiteLinks({
  id,
  title,
  text,
  sites,
}: {
  id: string;
  title: string;
  text: string;
  sites: VideoSiteView[];
}) {
  const { t } = useTranslation();
  if (!sites.length) return null;
  return (
    <section className="video-sites" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="video-sites-title">
        {title}
      </h2>
      <p className="video-sites-text">{text}</p>
      <ul className="video-sites-list">
        {sites.map((site) => (
          <li key={site.key}>
            <ExternalLink href={site.url} className="video-sites-link">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="10" fill="currentColor" />
                <path d="M10 8l6 4-6 4z" fill="#fff" />
              </svg>
              <span>{site.name}</span>
              <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
