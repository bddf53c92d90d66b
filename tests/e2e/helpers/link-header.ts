/**
 * The addresses a `Link` response header names with all of the given parameters, in its order: `rel=preload` and
 * `as=style` as our preload hints write them, `as="image"` and `fetchpriority="high"` as React's onHeaders does.
 */
export function linked(header: string | undefined, ...params: string[]): string[] {
  if (!header) return [];
  return header
    .split(/,\s*(?=<)/)
    .filter((entry) => params.every((param) => entry.split(/;\s*/).slice(1).includes(param)))
    .map((entry) => entry.slice(entry.indexOf("<") + 1, entry.indexOf(">")));
}
