import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import type { FlashMessage } from "~/shared/api/account";

// The toast library loads with the first message, not with every page.
const Toasts = lazy(() => import("./toasts"));

export type Message = FlashMessage;

interface MessagesApi {
  messages: Message[];
  addMessage(message: Message): void;
  /** Drops messages from the front of the list (spec §4: by a count, default 1). */
  removeMessages(count?: number): void;
}

const MessagesContext = createContext<MessagesApi | null>(null);

/** The messages state of spec §4, shown as toasts (see toasts.tsx): bottom left, 3000 ms, at most 3, duplicates suppressed. */
export function MessagesProvider({ initial, children }: { initial: Message[]; children: ReactNode }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const addMessage = useCallback((message: Message) => setMessages((list) => [...list, message]), []);
  const removeMessages = useCallback((count = 1) => setMessages((list) => list.slice(count)), []);

  useEffect(() => {
    for (const message of initial) addMessage(message);
  }, [initial, addMessage]);

  // Once a message has arrived the toaster stays mounted, so later toasts appear at once.
  const [toaster, setToaster] = useState(false);
  useEffect(() => {
    if (messages.length) setToaster(true);
  }, [messages.length]);

  const api = useMemo(() => ({ messages, addMessage, removeMessages }), [messages, addMessage, removeMessages]);
  return (
    <MessagesContext.Provider value={api}>
      {children}
      {toaster && (
        <Suspense fallback={null}>
          <Toasts messages={messages} onShown={removeMessages} />
        </Suspense>
      )}
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
