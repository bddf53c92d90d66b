// Rasterises the social share picture: public/art/og-default.svg → public/art/og-default.png (1200×630),
// because social sites do not accept SVG share images. Run: node scripts/og-image.ts
import path from "node:path";
import sharp from "sharp";

const source = path.resolve("public/art/og-default.svg");
const target = path.resolve("public/art/og-default.png");

const info = await sharp(source, { density: 144 })
  .resize(1200, 630, { fit: "cover" })
  .flatten({ background: "#ffffff" })
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(target);
console.log(
  `${path.relative(process.cwd(), target)}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`,
);
