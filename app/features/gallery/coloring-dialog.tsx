import { Dialog, Heading } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/ui/use-root-data";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { ReactionControl } from "~/ui/reactions/reaction-control";
import type { GalleryColoring } from "~/shared/api/gallery";
import { isStaff } from "~/shared/roles";
import { StaffActions } from "./staff-actions";
import dialogStyles from "~/ui/dialog.module.css";
import { CloseButton, ModalSheet } from "~/ui/modal-sheet";
import styles from "./coloring-dialog.module.css";

interface ColoringDialogProps {
  coloring: GalleryColoring | null;
  onClose: () => void;
  /** The reaction control's update (spec §4: it closes the dialog). */
  onReactionUpdate: (coloring: GalleryColoring) => void;
  /** After a staff change: reload the current page and close. */
  onStaffChange: () => void;
}

/** The picture, who made it (displayName and avatar only), the reaction control and, for staff, Featured and Delete. */
export function ColoringDialog({ coloring, onClose, onReactionUpdate, onStaffChange }: ColoringDialogProps) {
  const { t } = useTranslation();
  const { user } = useRootData();
  return (
    <ModalSheet look="pictures" isOpen={coloring !== null} onClose={onClose} className={styles.modal}>
      <Dialog className={dialogStyles.dialog}>
        {coloring && (
          <>
            <Heading slot="title" className={`${dialogStyles.title} ${styles.title}`}>
              <img src={coloring.photo} alt="" width={40} height={40} className={styles.avatar} />
              <span>{t("Gallery Made By", { name: coloring.displayName })}</span>
            </Heading>
            <CloseButton onClose={onClose} />
            <div className={styles.body}>
              <ResponsivePicture
                className={styles.picture}
                src={coloring.url}
                alt={t("Gallery Coloring Alt", { name: coloring.displayName })}
                width={coloring.width}
                height={coloring.height}
                sizes="(min-width: 768px) 560px, calc(100vw - 64px)"
                loading="eager"
              />
              <div className={styles.side}>
                <ReactionControl coloring={coloring} onUpdate={onReactionUpdate} />
                {isStaff(user?.grade) && <StaffActions coloring={coloring} onChanged={onStaffChange} />}
              </div>
            </div>
          </>
        )}
      </Dialog>
    </ModalSheet>
  );
}
