import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, useMessages } from "~/ui/messages";
import { rememberUpload } from "~/ui/recent-uploads";
import { useRootData } from "~/ui/use-root-data";
import { uploadColoring } from "./coloring-api";
import type { ColoringSession } from "./coloring-session";
import { forgetPendingUpload, rememberPendingUpload, takePendingUpload } from "./pending-upload";
import { downloadBlob, drawPicture, pictureBlob, picturePreview } from "./picture-export";

/**
 * Save to the device, print, and upload (signed in). Signed out, Upload shows the sign-in providers, each of which
 * asks a grown-up first (the parental gate's page); the drawing is kept through the round trip and the upload carries
 * on by itself when the app opens again signed in. An uploaded picture is kept small in the browser, so the gallery
 * and My page show it at once, before the server's copy has loaded.
 */
export function usePictureActions(session: ColoringSession | null, pageKey: string, ready: boolean) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { addMessage } = useMessages();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const printCanvas = useRef<HTMLCanvasElement>(null);
  // Set at once, not at the next render: a double tap calls upload twice before `uploading` is seen as true.
  const sending = useRef(false);

  const canvasError = useCallback(
    () => addMessage({ error: true, text: t("Error while extracting data from canvas.") }),
    [addMessage, t],
  );
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
    if (!session || sending.current) return;
    if (!user) {
      // Keep the drawing through the sign-in round trip; a grown-up answers the gate before the provider's page opens.
      await session.flushSave();
      rememberPendingUpload(pageKey);
      setLoginOpen(true);
      return;
    }
    sending.current = true;
    setUploading(true);
    try {
      const picture = await session.picture();
      const png = picture ? await pictureBlob(picture) : null;
      if (!picture || !png) return canvasError();
      const coloring = await uploadColoring(png, pageKey);
      const preview = picturePreview(picture);
      if (preview) rememberUpload(user.id, coloring, preview);
      setUploaded(true);
      addMessage({ error: false, text: t("Uploaded successfully.") });
    } catch (error) {
      addMessage({ error: true, text: await errorText(error) });
    } finally {
      sending.current = false;
      setUploading(false);
    }
  }, [session, user, pageKey, canvasError, addMessage, t]);

  // Back from signing in: once the session has restored the saved drawing, the upload the child asked for goes on.
  useEffect(() => {
    if (session && ready && user && takePendingUpload(pageKey)) void upload();
  }, [session, ready, user, pageKey, upload]);

  // Closing the sign-in dialog without signing in drops the request; following a provider leaves the page instead.
  const closeLogin = useCallback((open: boolean) => {
    setLoginOpen(open);
    if (!open) forgetPendingUpload();
  }, []);

  return {
    save,
    print,
    upload,
    needsSignIn: !user,
    uploading,
    uploaded,
    loginOpen,
    setLoginOpen: closeLogin,
    printCanvas,
  };
}
