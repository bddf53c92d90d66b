import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoginDialog } from "~/features/account/login-dialog";
import { PALETTE, type ToolKind } from "~/games/coloring";
import { DEFAULT_EMOTICON, type ColoringPageKey } from "~/shared/constants";
import { ActionBar } from "./action-bar";
import { CanvasStage } from "./canvas-stage";
import { ColorPicker, SizePicker, StickerPicker, ToolPicker } from "./coloring-controls";
import { PageChooser } from "./page-chooser";
import { stickerBitmap } from "./sticker-bitmaps";
import { DEFAULT_SIZE, pageNameKey, sizeById, type SizeId } from "./tool-options";
import { useColoringEngine } from "./use-coloring-engine";
import { usePictureActions } from "./use-picture-actions";
import styles from "./coloring-app.module.css";

/** The coloring app (spec §2): the page on a canvas stage, the tools, the palette or stickers, and the picture actions. */
export function ColoringApp({ pageKey }: { pageKey: ColoringPageKey }) {
  const { t } = useTranslation();
  const engine = useColoringEngine(pageKey, pageKey === "blank" ? null : `/art/coloring/${pageKey}.svg`);
  const { page, tools, committed } = engine;
  const [tool, setTool] = useState<ToolKind>("fill");
  const [paintTool, setPaintTool] = useState<ToolKind>("fill");
  const [color, setColor] = useState(PALETTE[0].hex);
  const [size, setSize] = useState<SizeId>(DEFAULT_SIZE);
  const [sticker, setSticker] = useState(DEFAULT_EMOTICON);
  const actions = usePictureActions(engine, pageKey);

  useEffect(() => {
    const { brush, eraser, sticker: stickerSize } = sizeById(size);
    tools?.set({ tool, color, brushSize: brush, eraserSize: eraser, stickerSize });
  }, [tools, tool, color, size]);

  useEffect(() => {
    if (!tools || tool !== "sticker") return;
    let current = true;
    stickerBitmap(sticker).then((bitmap) => current && tools.set({ sticker: bitmap }), () => {});
    return () => {
      current = false;
    };
  }, [tools, tool, sticker]);

  const chooseTool = useCallback((next: ToolKind) => {
    setTool(next);
    if (next === "fill" || next === "brush") setPaintTool(next);
  }, []);
  // Picking a colour while erasing or stamping goes back to the last painting tool.
  const chooseColor = useCallback((next: string) => {
    setColor(next);
    setTool((current) => (current === "eraser" || current === "sticker" ? paintTool : current));
  }, [paintTool]);
  // Only the undo/redo state changes on each stroke: the stage and the pickers keep their props and skip re-rendering.
  const { status, requestDraw, setCanvases } = engine;
  const stageEngine = useMemo(() => ({ tools, status, requestDraw, setCanvases }), [tools, status, requestDraw, setCanvases]);

  const undo = useCallback(() => void (page?.undo() && committed()), [page, committed]);
  const redo = useCallback(() => void (page?.redo() && committed()), [page, committed]);
  const clear = useCallback(() => void (page?.clear() && committed()), [page, committed]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) undo();
      else if (key === "y" || (key === "z" && e.shiftKey)) redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  const pageName = t(pageNameKey(pageKey));
  return (
    <div className={styles.app}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t("Coloring App Title", { page: pageName })}</h1>
        <PageChooser current={pageKey} />
      </div>
      <CanvasStage engine={stageEngine} tool={tool} label={t("Coloring Canvas Label", { page: pageName })} />
      <ActionBar
        canUndo={engine.canUndo}
        canRedo={engine.canRedo}
        ready={engine.status === "ready"}
        uploading={actions.uploading}
        uploaded={actions.uploaded}
        onUndo={undo}
        onRedo={redo}
        onClear={clear}
        onSave={() => void actions.save()}
        onPrint={actions.print}
        onUpload={() => void actions.upload()}
      />
      <div className={styles.tools}>
        <ToolPicker tool={tool} onChange={chooseTool} />
        {tool !== "fill" && <SizePicker size={size} onChange={setSize} />}
      </div>
      <div className={styles.panel}>
        {tool === "sticker" ? <StickerPicker sticker={sticker} onChange={setSticker} /> : <ColorPicker color={color} onChange={chooseColor} />}
      </div>
      <div className={styles.printArea} aria-hidden="true">
        <canvas ref={actions.printCanvas} width={1024} height={1024} />
      </div>
      <LoginDialog isOpen={actions.loginOpen} onOpenChange={actions.setLoginOpen} />
    </div>
  );
}
