import { Dialog, Heading } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicPicture } from "~/shared/api/pictures";
import { COLORING_PAGES } from "~/shared/constants";
import { BuiltInPagePicture } from "~/ui/shelf/page-picture";
import { coloringThumbnails, useOwnShelf } from "~/ui/shelf/shelf-store";
import { useRootData } from "~/ui/use-root-data";
import { pageNameKey } from "./tool-options";
import dialogStyles from "~/ui/dialog.module.css";
import { CloseButton, ModalSheet } from "~/ui/modal-sheet";
import styles from "./coloring-app.module.css";

function coloringPath(pageKey: string): string {
  return pageKey === "blank" ? "/play/apps/coloring" : `/play/apps/coloring/${pageKey}`;
}

/** The page chooser's dialog: the built-in pages, then the ones staff added, with their previews (saved work as it was left), the current one marked. */
export default function PageChooserDialog({
  current,
  staffPages,
  onClose,
}: {
  current: string;
  staffPages: readonly PublicPicture[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { items } = useOwnShelf(!!useRootData().user);
  const saved = coloringThumbnails(items);
  return (
    <ModalSheet look="pictures" onClose={onClose} className={styles.modal}>
      <Dialog className={dialogStyles.dialog}>
        <Heading slot="title" className={dialogStyles.title}>
          {t("Coloring Choose Page")}
        </Heading>
        <CloseButton onClose={onClose} />
        <ul className={styles.pages}>
          {COLORING_PAGES.map((key) => (
            <li key={key}>
              <Link
                to={coloringPath(key)}
                className={styles.pageLink}
                aria-current={key === current ? "page" : undefined}
                onClick={onClose}
              >
                <BuiltInPagePicture pageKey={key} saved={saved} size={120} sizes="120px" />
                <span>{t(pageNameKey(key))}</span>
              </Link>
            </li>
          ))}
          {staffPages.map((page) => (
            <li key={page.key}>
              <Link
                to={coloringPath(page.key)}
                className={styles.pageLink}
                aria-current={page.key === current ? "page" : undefined}
                onClick={onClose}
              >
                <img src={saved.get(page.key) ?? page.thumbnailUrl} alt="" width={120} height={120} loading="lazy" />
                <span>{page.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Dialog>
    </ModalSheet>
  );
}
