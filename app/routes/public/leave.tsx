import { data, redirectDocument } from "react-router";
import { GatePage } from "~/ui/gate/gate-page";
import { pageMeta } from "~/features/seo/page-meta";
import { answerGate, openGate } from "~/server/gate/gate";
import { exitPass } from "~/server/gate/tokens";
import { requestInfo } from "~/server/http/request-context";
import type { Route } from "./+types/leave";

const PERSONAL = { "Cache-Control": "no-store" };

/** /leave?to=…: the parental gate every exit passes (DESIGN §4.17), server-rendered, so it works before any script. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get("to");
  const gate = await openGate(request, requestInfo(context).ip, to);
  if (!gate) return data({ gate: null, passed: false }, { status: 400, headers: PERSONAL });
  const headers = new Headers(PERSONAL);
  for (const cookie of gate.setCookies ?? []) headers.append("Set-Cookie", cookie);
  return data({ gate: gate.view, passed: false }, { headers });
}

/** The answer: a right one redirects to the destination (a sign-in start with a short-lived pass); `embed` answers data. */
export async function action({ request, context }: Route.ActionArgs) {
  const to = new URL(request.url).searchParams.get("to");
  const form = Object.fromEntries(await request.formData());
  const outcome = await answerGate(request, requestInfo(context).ip, to, form);
  if (!outcome) return data({ gate: null, passed: false }, { status: 400, headers: PERSONAL });
  if ("view" in outcome) {
    const headers = new Headers(PERSONAL);
    if (outcome.view.lockedSeconds > 0) headers.set("Retry-After", String(outcome.view.lockedSeconds));
    return data({ gate: outcome.view, passed: false }, { status: outcome.status, headers });
  }
  // The in-page dialog (a video player that loads only after a grown-up's answer) stays on the page.
  if (form.embed === "1") return data({ gate: null, passed: true }, { headers: PERSONAL });
  const exit = outcome.passed;
  const location = exit.kind === "sign-in" ? `${exit.path}?gate=${encodeURIComponent(exitPass(exit.path))}` : exit.url;
  return redirectDocument(location, { status: 303, headers: PERSONAL });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Gate Title", noindex: true });

export default function LeaveRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GatePage gate={actionData?.gate ?? loaderData.gate} />;
}
