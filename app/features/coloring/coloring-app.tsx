import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { preload } from "react-dom";
import { useTranslation } from "react-i18next";
import { PALETTE, type Layer, type ToolKind } from "~/games/coloring";
import type { PublicPicture } from "~/shared/api/pictures";
import { DEFAULT_EMOTICON } from "~/shared/constants";
import { setShelfSignedIn } from "~/ui/shelf/shelf-store";
import { useRootData } from "~/ui/use-root-data";
import { ActionBar } from "./action-bar";
import { CanvasStage } from "./canvas-stage";
import { ColorPicker, SizePicker, StickerPicker, ToolPicker } from "./coloring-controls";
import { lineArtUrl, regionFileUrl, unpackEarly } from "./line-art";
import { PageChooser } from "./page-chooser";
import { useColoringSpeech } from "./spoken-hints";
import { DEFAULT_SIZE, pageNameKey, sizeById, type SizeId } from "./tool-options";
import { layerThumbnail, recordColoring } from "./paint-store";
import { useColoringSession } from "./use-coloring-session";
import { usePictureActions } from "./use-picture-actions";
import styles from "./coloring-app.module.css";

// The dialogs (and React Aria's overlay code under them) load when they open, not with the page.
const DoneDialog = lazy(() => import("./done-dialog").then((m) => ({ default: m.DoneDialog })));
const ConfirmDialog = lazy(() => import("~/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));
const LoginDialog = lazy(() => import("~/ui/login-dialog").then((m) => ({ default: m.LoginDialog })));

/**
 * The coloring app (spec §2): the page on a canvas stage, the tools, the palette or stickers, the picture actions and
 * Done. `staffPage` is a page staff added (issue 31), loaded like a built-in one from its stored line art and region
 * file; `staffPages` are all of them, for the page chooser.
 */
export function ColoringApp({
  pageKey,
  staffPage = null,
  staffPages = [],
}: {
  pageKey: string;
  staffPage?: PublicPicture | null;
  staffPages?: readonly PublicPicture[];
}) {
  const { t } = useTranslation();
  // The precomputed regions download alongside the page's code, not after it, and are unpacked in a worker while
  // the page hydrates (in the browser only; the session picks them up once mounted).
  const regionUrl = staffPage ? staffPage.regionUrl : regionFileUrl(pageKey);
  const linesUrl = staffPage ? staffPage.url : lineArtUrl(pageKey);
  if (regionUrl) {
    preload(regionUrl, { as: "fetch", crossOrigin: "anonymous" });
    unpackEarly(regionUrl);
  }
  // Before the session's effect: the page reads the account's drawing when it loads for a signed-in child.
  const signedIn = !!useRootData().user;
  useEffect(() => {
    setShelfSignedIn(signedIn);
  }, [signedIn]);
  const { session, state } = useColoringSession(pageKey, { lineArtUrl: linesUrl, regionUrl });
  // A picture opens with Fill (a tap colours a shape); the blank page with the brush (a tap there would flood the sheet).
  const [tool, setTool] = useState<ToolKind>(pageKey === "blank" ? "brush" : "fill");
  const [paintTool, setPaintTool] = useState<ToolKind>(tool);
  const [color, setColor] = useState(PALETTE[0].hex);
  const [size, setSize] = useState<SizeId>(DEFAULT_SIZE);
  const [sticker, setSticker] = useState(DEFAULT_EMOTICON);
  const [muted, setMuted] = useState(true);
  const [done, setDone] = useState<Layer | null>(null);
  const [earned, setEarned] = useState<string | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const actions = usePictureActions(session, pageKey, state.status === "ready");
  const speech = useColoringSpeech(session, tool, muted);

  useEffect(() => {
    const { brush, eraser, sticker: stickerSize } = sizeById(size);
    session?.setTools({ tool, color, brushSize: brush, eraserSize: eraser, stickerSize, sticker });
  }, [session, tool, color, size, sticker]);
  useEffect(() => {
    setMuted(session?.sounds.muted ?? true);
  }, [session]);

  const chooseTool = useCallback((next: ToolKind) => {
    setTool(next);
    if (next === "fill" || next === "brush") setPaintTool(next);
  }, []);
  // Picking a colour while erasing or stamping goes back to the last painting tool.
  const chooseColor = useCallback(
    (next: string) => {
      setColor(next);
      setTool((current) => (current === "eraser" || current === "sticker" ? paintTool : current));
    },
    [paintTool],
  );
  const toggleSound = () => {
    session?.sounds.setMuted(!muted);
    setMuted(!muted);
  };
  const finish = async () => {
    const picture = await session?.picture();
    if (!picture) return;
    session?.sounds.done();
    speech.done();
    setEarned(null);
    setDone(picture);
    // On the shelf as finished; the first finish of a page earns a sticker, shown in the Done dialog.
    const thumbnail = layerThumbnail(picture);
    if (thumbnail && session?.page) setEarned(await recordColoring(pageKey, session.page, "done", thumbnail));
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) session?.undo();
      else if (key === "y" || (key === "z" && e.shiftKey)) session?.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [session]);

  const pageName = staffPage ? staffPage.title : t(pageNameKey(pageKey));
  const ready = state.status === "ready";
  return (
    <div className={styles.app} onPointerUp={speech.gesture} onKeyUp={speech.gesture}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t("Coloring App Title", { page: pageName })}</h1>
        <PageChooser current={pageKey} staffPages={staffPages} />
      </div>
      <CanvasStage
        session={session}
        state={state}
        tool={tool}
        preview={linesUrl}
        regionFile={regionUrl}
        label={t("Coloring Canvas Label", { page: pageName })}
      />
      <ActionBar
        canUndo={state.canUndo}
        canRedo={state.canRedo}
        ready={ready}
        uploading={actions.uploading}
        uploaded={actions.uploaded}
        muted={muted}
        onUndo={() => session?.undo()}
        onRedo={() => session?.redo()}
        onClear={() => session && !session.isBlank() && setConfirmingClear(true)}
        onSave={() => void actions.save()}
        onPrint={() => void actions.print()}
        onUpload={() => void actions.upload()}
        onDone={() => void finish()}
        onToggleSound={toggleSound}
      />
      <div className={styles.tools}>
        <ToolPicker tool={tool} onChange={chooseTool} />
        {tool !== "fill" && <SizePicker size={size} onChange={setSize} />}
      </div>
      <div className={styles.panel}>
        {tool === "sticker" ? (
          <StickerPicker sticker={sticker} onChange={setSticker} />
        ) : (
          <ColorPicker color={color} onChange={chooseColor} />
        )}
      </div>
      <div className={styles.printArea} aria-hidden="true">
        <canvas ref={actions.printCanvas} width={1024} height={1024} />
      </div>
      {done && (
        <Suspense fallback={null}>
          <DoneDialog
            picture={done}
            sticker={earned}
            uploading={actions.uploading}
            onClose={() => setDone(null)}
            onSave={() => void actions.save()}
            onPrint={() => void actions.print()}
            onUpload={() => {
              if (actions.needsSignIn) setDone(null);
              void actions.upload();
            }}
          />
        </Suspense>
      )}
      {confirmingClear && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            onOpenChange={setConfirmingClear}
            title={t("Coloring Clear Title")}
            text={t("Coloring Clear Confirm")}
            confirmLabel={t("Coloring Clear")}
            onConfirm={() => {
              session?.clear();
              setConfirmingClear(false);
            }}
          />
        </Suspense>
      )}
      {actions.loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog isOpen onOpenChange={actions.setLoginOpen} />
        </Suspense>
      )}
    </div>
  );
}
