import { createContext, type RouterContextProvider } from "react-router";

/** Per-request facts the Express layer hands to loaders, actions and the document renderer. */
export interface RequestInfo {
  requestId: string;
  /** CSP nonce for the inline hydration scripts. */
  nonce: string;
  /** Client IP as Express sees it (trust proxy aware), for rate limits only; never stored. */
  ip: string;
}

export const requestInfoContext = createContext<RequestInfo>({ requestId: "test", nonce: "", ip: "127.0.0.1" });

export function requestInfo(context: Readonly<RouterContextProvider> | undefined): RequestInfo {
  try {
    return context ? context.get(requestInfoContext) : requestInfoContext.defaultValue!;
  } catch {
    return requestInfoContext.defaultValue!;
  }
}
