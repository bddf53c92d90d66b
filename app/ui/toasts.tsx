import { useEffect, type CSSProperties } from "react";
import { Toaster, toast } from "sonner";
import type { Message } from "./messages";
import styles from "./toasts.module.css";

/** Sonner's colour variables, set to the brand's: white with brand blue for news, a soft red for errors. */
const BRAND_COLORS = {
  "--normal-bg": "#ffffff",
  "--normal-border": "var(--brand)",
  "--normal-text": "var(--ink)",
  "--success-bg": "#ffffff",
  "--success-border": "var(--brand)",
  "--success-text": "var(--ink)",
  "--error-bg": "#fff3f2",
  "--error-border": "var(--danger)",
  "--error-text": "#8e1c1c",
  "--border-radius": "20px",
} as CSSProperties;

/**
 * Shows queued messages as toasts (spec §4/§9): bottom left, 3000 ms, at most 3 at once, duplicates suppressed
 * (the text is the toast id, so a message already on screen is not shown twice). Loaded with the first message.
 */
export default function Toasts({ messages, onShown }: { messages: Message[]; onShown(count: number): void }) {
  useEffect(() => {
    if (!messages.length) return;
    for (const message of messages) {
      const options = { id: message.text, duration: 3000 };
      if (message.error) toast.error(message.text, options);
      else toast(message.text, options);
    }
    onShown(messages.length);
  }, [messages, onShown]);
  return (
    <Toaster
      position="bottom-left"
      duration={3000}
      visibleToasts={3}
      closeButton
      richColors
      className={styles.toaster}
      style={BRAND_COLORS}
      toastOptions={{ classNames: { toast: styles.toast, closeButton: styles.close } }}
    />
  );
}
