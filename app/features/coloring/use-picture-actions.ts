import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, useMessages } from "~/ui/messages";
import { useRootData } from "~/ui/use-root-data";
import { uploadColoring } from "./coloring-api";
import type { ColoringSession } from "./coloring-session";
import { downloadBlob, drawPicture, pictureBlob } from "./picture-export";

/**
 * Save to the device, print, and upload (signed in). Signed out, Upload shows the sign-in providers, each of which
 * asks a grown-up first (the parental gate's page); the drawing is kept through the round trip.
 */
export function usePictureActions(session: ColoringSession | null, pageKey: string) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { addMessage } = useMessages();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const printCanvas = useRef<HTMLCanvasElement>(null);

  const canvasError = useCallback(() => addMessage({ error: true, text: t("Error while extracting data from canvas.") }), [addMessage, t]);
  const blob = useCallback(async () => {
    const picture = await session?.picture();
    return picture ? pictureBlob(picture) : null;
  }, [session]);

  const save = useCallback(async () => {
    const png = await blob();
    if (!png) return canvasError();
    downloadBlob(png, `rescue-team-${pageKey}.png`);
  }, [blob, pageKey, canvasError]);

  // The print stylesheet shows only this canvas; keep it current for the browser's own Print too.
  const preparePrint = useCallback(() => {
    const picture = session?.pictureNow();
    if (picture && printCanvas.current) drawPicture(picture, printCanvas.current);
  }, [session]);
  useEffect(() => {
    window.addEventListener("beforeprint", preparePrint);
    return () => window.removeEventListener("beforeprint", preparePrint);
  }, [preparePrint]);
  const print = useCallback(async () => {
    const picture = await session?.picture();
    if (picture && printCanvas.current) drawPicture(picture, printCanvas.current);
    window.print();
  }, [session]);

  const upload = useCallback(async () => {
    if (!session || uploading) return;
    if (!user) {
      // Keep the drawing through the sign-in round trip; a grown-up answers the gate before the provider's page opens.
      await session.flushSave();
      setLoginOpen(true);
      return;
    }
    setUploading(true);
    try {
      const png = await blob();
      if (!png) return canvasError();
      await uploadColoring(png, pageKey);
      setUploaded(true);
      addMessage({ error: false, text: t("Uploaded successfully.") });
    } catch (error) {
      addMessage({ error: true, text: await errorText(error) });
    } finally {
      setUploading(false);
    }
  }, [session, uploading, user, blob, pageKey, canvasError, addMessage, t]);

  return { save, print, upload, needsSignIn: !user, uploading, uploaded, loginOpen, setLoginOpen, printCanvas };
}
