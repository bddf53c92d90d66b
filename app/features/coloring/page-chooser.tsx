import { lazy, memo, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicPicture } from "~/shared/api/pictures";
import { Icon } from "./icons";
import styles from "./coloring-app.module.css";

// The chooser's dialog (with React Aria's overlay code) loads when it opens, or when a finger or pointer reaches for it.
const loadDialog = () => import("./page-chooser-dialog");
const PageChooserDialog = lazy(loadDialog);

/** The coloring pages (built-in, then staff's) with their previews; each keeps its own drawing in the browser. */
export const PageChooser = memo(function PageChooser({
  current,
  staffPages,
}: {
  current: string;
  staffPages: readonly PublicPicture[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.pagesButton}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <Icon name="pages" />
        <span>{t("Coloring Choose Page")}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PageChooserDialog current={current} staffPages={staffPages} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
