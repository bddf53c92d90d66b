import { APIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { DevSignInForm } from "~/features/account/dev-sign-in-form";
import { pageMeta } from "~/features/seo/page-meta";
import { SIGNED_IN_PATH, auth } from "~/server/auth/auth";
import { devNameSchema } from "~/server/auth/dev-sign-in";
import { ACCOUNT_BLOCKED } from "~/server/auth/sign-in-rules";
import { config } from "~/server/config";
import { isSignInProvider } from "~/shared/account-rules";
import type { Route } from "./+types/auth-dev";

/** GET /auth/dev: the dev sign-in form (DESIGN §3); 404 unless dev sign-in is on. */
export function loader({ request }: Route.LoaderArgs) {
  if (!config().devLogin) throw data(null, { status: 404 });
  const provider = new URL(request.url).searchParams.get("provider");
  return { provider: isSignInProvider(provider) ? provider : null };
}

/** POST /auth/dev name=…: signs in as dev:<name> (creating the user on first use) and redirects 303 to /logged. */
export async function action({ request }: Route.ActionArgs) {
  if (!config().devLogin) throw data(null, { status: 404 });
  const name = String((await request.formData()).get("name") ?? "");
  const parsed = devNameSchema.safeParse(name);
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "Name Required", name }, { status: 400 });
  try {
    const { headers } = await auth().api.devSignIn({
      body: { name: parsed.data },
      headers: request.headers,
      returnHeaders: true,
    });
    const out = new Headers();
    for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
    return redirect(SIGNED_IN_PATH, { status: 303, headers: out });
  } catch (error) {
    if (error instanceof APIError && error.body?.code === ACCOUNT_BLOCKED)
      return redirect(`${SIGNED_IN_PATH}?error=${ACCOUNT_BLOCKED}`, 303);
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Dev Sign In", noindex: true });

export default function DevSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DevSignInForm provider={loaderData.provider} error={actionData?.error} name={actionData?.name} />;
}
