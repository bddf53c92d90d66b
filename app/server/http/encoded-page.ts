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
        ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzip(body, { level: 9 });
    variants.set(encoding, variant);
  }
  return variant;
}
