// One-page PDFs from an SVG page, with fixed metadata so a rerun writes byte-identical files.
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";

const A4_POINTS = { width: 595.28, height: 841.89 };
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

export async function svgToPdf(svg: string, options: { title: string; landscape?: boolean }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: options.landscape ? "landscape" : "portrait",
    margin: 0,
    compress: true,
    info: {
      Title: options.title,
      Author: "POLI Rescue Team",
      Creator: "scripts/downloads/generate.ts",
      Producer: "pdfkit",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { width, height } = options.landscape ? { width: A4_POINTS.height, height: A4_POINTS.width } : A4_POINTS;
  SVGtoPDF(doc, svg, 0, 0, { width, height, preserveAspectRatio: "xMidYMid meet", assumePt: false });
  doc.end();
  return done;
}
