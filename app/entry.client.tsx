import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { recordComponentTrace } from "./features/frame/crash-trace";
import { EarlyTapReplay, takeEarlyTaps } from "./features/frame/early-taps";

const earlyTaps = takeEarlyTaps();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* React gives a render error's component trace only to the boundary's componentDidCatch; React Router passes it here. */}
      <HydratedRouter onError={(error, { errorInfo }) => recordComponentTrace(error, errorInfo?.componentStack)} />
      <EarlyTapReplay taps={earlyTaps} />
    </StrictMode>,
  );
});
