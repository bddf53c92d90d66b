import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, useMessages } from "~/features/frame/messages";
import { useRootData } from "~/features/frame/use-root-data";
import { uploadColoring } from "./coloring-api";
import { downloadBlob, drawPicture, pictureBlob } from "./picture-export";
import type { ColoringEngine } from "./use-coloring-engine";

/** Save to the device, print, and upload (signed in) or the login dialog (signed out; the drawing is kept). */
export function usePictureActions(engine: ColoringEngine, pageKey: string) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { addMessage } = useMessages();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const printCanvas = useRef<HTMLCanvasElement>(null);
  const { page } = engine;

  const canvasError = useCallback(() => addMessage({ error: true, text: t("Error while extracting data from canvas.") }), [addMessage, t]);

  const save = useCallback(async () => {
    if (!page) return;
    const blob = await pictureBlob(page);
    if (!blob) return canvasError();
    downloadBlob(blob, `rescue-team-${pageKey}.png`);
  }, [page, pageKey, canvasError]);

  // The print stylesheet shows only this canvas; keep it current for the browser's own Print too.
  const preparePrint = useCallback(() => {
    if (page && printCanvas.current) drawPicture(page, printCanvas.current);
  }, [page]);
  useEffect(() => {
    window.addEventListener("beforeprint", preparePrint);
    return () => window.removeEventListener("beforeprint", preparePrint);
  }, [preparePrint]);
  const print = useCallback(() => {
    preparePrint();
    window.print();
  }, [preparePrint]);

  const upload = useCallback(async () => {
    if (!page || uploading) return;
    if (!user) {
      // Keep the drawing through the sign-in round trip.
      await engine.flushSave();
      setLoginOpen(true);
      return;
    }
    setUploading(true);
    try {
      const blob = await pictureBlob(page);
      if (!blob) return canvasError();
      await uploadColoring(blob, pageKey);
      setUploaded(true);
      addMessage({ error: false, text: t("Uploaded successfully.") });
    } catch (error) {
      addMessage({ error: true, text: await errorText(error) });
    } finally {
      setUploading(false);
    }
  }, [page, uploading, user, engine, pageKey, canvasError, addMessage, t]);

  return { save, print, upload, uploading, uploaded, loginOpen, setLoginOpen, printCanvas };
}
