/** The server-rendered parental gate's address for a link that leaves the site: works before any script runs. */
export function exitHref(to: string): string {
  return "/leave?to=" + encodeURIComponent(to);
}
