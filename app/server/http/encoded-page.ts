import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageEncoding = "br" | "gzip";

/** One compression per cached page and encoding, however many visitors it is sent to (the page is never changed). */
const encoded = new WeakMap<Buffer, Map<PageEncoding, Promise<Buffer>>>();

/**
 * A shared page's body compressed once for every later request asking for that encoding: compression() would brotli
 * the same 80 kB of HTML again on each request, which measured 72 requests/s against 687 uncompressed (issue 15
 * part 5). Brotli at quality 9: most of the gain of 11 at a fraction of its time, paid once per cache fill.
 */
export function encodedBody(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  let variants = encoded.get(body);
  if (!variants) encoded.set(body, (variants = new Map()));
  let variant = variants.get(encoding);
  if (!variant) {
    variant =
      encoding === "br"
        ? brotli(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzip(body, { level: 9 });
    variants.set(encoding, variant);
  }
  return variant;
}

/**
 * The encoding a shared page is sent in for this Accept-Encoding: the server's preference, brotli, whatever order the
 * client lists them in (browsers send "gzip, deflate, br, zstd"); none when the client accepts neither. An encoding
 * given `q=0` is refused, and `*` stands for every encoding the client does not name.
 */
export function preferredEncoding(acceptEncoding: string | null): PageEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: PageEncoding) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).find(accepts);
}
