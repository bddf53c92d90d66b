import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { Toaster, toast } from "sonner";
import type { FlashMessage } from "~/shared/api/account";

export type Message = FlashMessage;

interface MessagesApi {
  messages: Message[];
  addMessage(message: Message): void;
  /** Drops messages from the front of the list (spec §4: by a count, default 1). */
  removeMessages(count?: number): void;
}

const MessagesContext = createContext<MessagesApi | null>(null);

/** The messages state of spec §4, shown as toasts: bottom left, 3000 ms, at most 3, duplicates suppressed. */
export function MessagesProvider({ initial, children }: { initial: Message[]; children: ReactNode }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const addMessage = useCallback((message: Message) => setMessages((list) => [...list, message]), []);
  const removeMessages = useCallback((count = 1) => setMessages((list) => list.slice(count)), []);

  useEffect(() => {
    for (const message of initial) addMessage(message);
  }, [initial, addMessage]);

  useEffect(() => {
    if (!messages.length) return;
    for (const message of messages) {
      // The text is the toast id, so a message already on screen is not shown twice.
      const options = { id: message.text, duration: 3000 };
      if (message.error) toast.error(message.text, options);
      else toast(message.text, options);
    }
    removeMessages(messages.length);
  }, [messages, removeMessages]);

  const api = useMemo(() => ({ messages, addMessage, removeMessages }), [messages, addMessage, removeMessages]);
  return (
    <MessagesContext.Provider value={api}>
      {children}
      <Toaster position="bottom-left" duration={3000} visibleToasts={3} closeButton richColors />
    </MessagesContext.Provider>
  );
}

export function useMessages(): MessagesApi {
  const api = useContext(MessagesContext);
  if (!api) throw new Error("useMessages outside MessagesProvider");
  return api;
}

/** Spec §8: the server's error field if present, else the raw error text. */
export async function errorText(error: unknown): Promise<string> {
  if (error instanceof Response) {
    try {
      const body = (await error.clone().json()) as { error?: unknown };
      if (typeof body.error === "string") return body.error;
    } catch {
      /* not JSON */
    }
    return `${error.status} ${error.statusText}`;
  }
  return error instanceof Error ? error.message : String(error);
}
