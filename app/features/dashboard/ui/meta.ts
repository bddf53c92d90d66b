import type { MetaDescriptor } from "react-router";

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** A dashboard page's title in the staff member's language; dashboard pages are never indexed. */
export function dashboardMeta({ matches }: MetaArgs, key: string): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { messages?: Record<string, string> } | undefined;
  const tr = (k: string) => root?.messages?.[k] ?? k;
  const title = key === "Dashboard" ? `${tr("Dashboard")} | ${tr("Site Name")}` : `${tr(key)} | ${tr("Dashboard")}`;
  return [{ title }, { name: "robots", content: "noindex" }];
}
