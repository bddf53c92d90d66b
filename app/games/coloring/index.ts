// The coloring engine's public surface; see README.md beside this file.
export { ColoringPage, createColoringPage } from "./coloring-page.ts";
export type { HistorySnapshot } from "./history.ts";
export type { ColoringPageOptions, SavedPage, StrokeInput, StrokeStyle } from "./coloring-page.ts";
export type { PageHistorySnapshot, PageStep } from "./page-steps.ts";
export { MAX_STICKER_SIZE, MIN_STICKER_SIZE, StickerSet, type StickerItem } from "./sticker-set.ts";
export {
  packRegions,
  regionPackTag,
  unpackRegions,
  unpackRegionsInSteps,
  REGION_FILE_LAYOUT,
  REGION_TAG_BYTES,
} from "./region-pack.ts";
export { mergePaint, renderPicture, type PictureOptions } from "./picture.ts";
export { createLayer, cloneLayer } from "./layer.ts";
export type { Layer, Rect } from "./layer.ts";
export { PALETTE, isHexColor, parseHexColor } from "./palette.ts";
export type { ColorInput, PaletteColor, Rgba } from "./palette.ts";
export { computeRegions, labelRegions, regionAt, regionTransferables, regionsFromLabels } from "./regions.ts";
export type { RegionLabels, RegionMap, RegionOptions } from "./regions.ts";
export { toLineLayer, whiteToAlpha } from "./line-art.ts";
export { composite, drawToContext } from "./render.ts";
export type { CompositeOptions, Context2DLike, ImageDataLike } from "./render.ts";
export type { StickerPlacement } from "./sticker.ts";
export { ToolMachine, createToolMachine, DEFAULT_TOOL_SETTINGS } from "./tool-machine.ts";
export { KeyboardPainter, CURSOR_STEP, CURSOR_FAST_STEP, STICKER_GROW } from "./keyboard-painter.ts";
export type { CommitKind, PointerSample, ToolKind, ToolSettings, ToolState } from "./tool-machine.ts";
export {
  MAX_ZOOM,
  MIN_ZOOM,
  createView,
  pageToScreen,
  panBy,
  pinchView,
  pagePoint,
  resizeView,
  screenPoint,
  screenToPage,
  startPinch,
  viewCssTransform,
  viewScale,
  zoomAt,
} from "./view-transform.ts";
export type { PagePoint, Pinch, ScreenPoint, View } from "./view-transform.ts";
