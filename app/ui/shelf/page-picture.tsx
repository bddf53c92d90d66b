import { ResponsivePicture } from "~/ui/responsive-picture";

/**
 * A built-in coloring page as the pickers show it (the play home's list, the coloring app's page chooser): the
 * child's saved work when the shelf has some for it (`saved`, from coloringThumbnails), else the page's line art.
 */
export function BuiltInPagePicture({
  pageKey,
  saved,
  size,
  sizes,
}: {
  pageKey: string;
  saved: ReadonlyMap<string, string>;
  size: number;
  sizes: string;
}) {
  const work = saved.get(pageKey);
  return work ? (
    <img src={work} alt="" width={size} height={size} data-saved-work="" />
  ) : (
    <ResponsivePicture src={`/coloring/preview/${pageKey}.png`} alt="" width={size} height={size} sizes={sizes} />
  );
}
