import { useTranslation } from "react-i18next";
import type { PotdCalendarResponse, StaffPicture } from "~/shared/api/pictures";
import { PageHeader } from "../ui/page-header";
import { PictureList } from "./picture-list";
import { PictureUpload } from "./picture-upload";
import { PotdCalendar } from "./potd-calendar";

/**
 * Pictures (issue 31): staff add coloring pages and puzzle pictures without a deploy (titled in the 8 languages,
 * checked and published at once), and keep the puzzle-of-the-day calendar.
 */
export function PicturesPage({
  pictures,
  calendar,
  today,
}: {
  pictures: StaffPicture[];
  calendar: PotdCalendarResponse;
  today: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("Pictures")} lead={t("Pictures Lead")} />
      <PictureUpload />
      <PictureList kind="coloring" pictures={pictures.filter((p) => p.kind === "coloring")} />
      <PictureList kind="puzzle" pictures={pictures.filter((p) => p.kind === "puzzle")} />
      <PotdCalendar calendar={calendar} today={today} />
    </>
  );
}
