// Each piece is drawn once into its own bitmap (picture clipped by the outline, plus a bevel),
// so a frame is only drawImage calls: no path filling or clipping while a finger drags.
import type { Canvas2D, BitmapFactory, ImageLike } from "./canvas-types.ts";
import type { Cut, PieceShape } from "./cut.ts";
import { tracePath } from "./path.ts";

export interface PieceBitmap {
  image: ImageLike;
  /** Where to draw it relative to the piece's cell corner, and how big, in board units. */
  offsetX: number;
  offsetY: number;
  width: number;
  height: number;
}

export interface BitmapStyle {
  /** Thin outline so neighbouring pieces of the same colour stay distinguishable. */
  outline: string;
  bevelLight: string;
  bevelDark: string;
  /** Ring drawn around the selected piece (keyboard / tap play). */
  highlight: string;
  /** The flash around a piece as it snaps into place. */
  glow: string;
  /** Under a lifted piece. */
  shadow: string;
}

export const DEFAULT_BITMAP_STYLE: BitmapStyle = {
  outline: "rgba(0,0,0,0.35)",
  bevelLight: "rgba(255,255,255,0.45)",
  bevelDark: "rgba(0,0,0,0.3)",
  highlight: "#ffb300",
  glow: "#fff59d",
  shadow: "rgba(20,30,45,0.28)",
};

/** Bitmaps for one cut at one pixel ratio; rebuilt only when either changes. */
export class PieceBitmapCache {
  readonly cut: Cut;
  readonly pixelRatio: number;
  private pieces = new Map<number, PieceBitmap>();
  private highlights = new Map<number, PieceBitmap>();
  private glows = new Map<number, PieceBitmap>();
  private shadows = new Map<number, PieceBitmap>();
  private createBitmap: BitmapFactory;
  private picture: ImageLike;
  private style: BitmapStyle;

  constructor(cut: Cut, pixelRatio: number, picture: ImageLike, createBitmap: BitmapFactory, style: BitmapStyle) {
    this.cut = cut;
    this.pixelRatio = pixelRatio;
    this.picture = picture;
    this.createBitmap = createBitmap;
    this.style = style;
  }

  /** Renders every piece up front (call before the first frame, so the first drag never stalls). */
  prepareAll(): void {
    for (const shape of this.cut.pieces) this.piece(shape);
  }

  piece(shape: PieceShape): PieceBitmap {
    let bitmap = this.pieces.get(shape.id);
    if (!bitmap)
      this.pieces.set(shape.id, (bitmap = this.render(shape, this.bevelWidth(), (ctx) => this.paintPiece(ctx, shape))));
    return bitmap;
  }

  /** Drawn under the piece, so only the part sticking out shows: a ring around its outline. */
  highlight(shape: PieceShape): PieceBitmap {
    return this.ring(this.highlights, shape, this.style.highlight, this.ringWidth());
  }

  /** A wider, bright ring flashed over a piece as it snaps into place. */
  glow(shape: PieceShape): PieceBitmap {
    return this.ring(this.glows, shape, this.style.glow, this.ringWidth() * 1.6);
  }

  /** The piece's silhouette with a soft edge, drawn offset under a lifted piece. */
  shadow(shape: PieceShape): PieceBitmap {
    let bitmap = this.shadows.get(shape.id);
    if (!bitmap) {
      const soft = this.ringWidth();
      bitmap = this.render(shape, soft, (ctx) => {
        ctx.beginPath();
        tracePath(ctx, shape.outline);
        ctx.fillStyle = this.style.shadow;
        ctx.fill();
        ctx.strokeStyle = this.style.shadow;
        ctx.lineJoin = "round";
        // fainter and fainter halos soften the edge without a per-frame blur
        for (const [width, alpha] of [
          [0.7, 0.35],
          [1.4, 0.18],
          [2, 0.08],
        ] as const) {
          ctx.lineWidth = soft * width;
          ctx.globalAlpha = alpha;
          ctx.stroke();
        }
        ctx.globalAlpha = 1;
      });
      this.shadows.set(shape.id, bitmap);
    }
    return bitmap;
  }

  private ring(store: Map<number, PieceBitmap>, shape: PieceShape, color: string, width: number): PieceBitmap {
    let bitmap = store.get(shape.id);
    if (!bitmap) {
      bitmap = this.render(shape, width, (ctx) => {
        ctx.beginPath();
        tracePath(ctx, shape.outline);
        ctx.strokeStyle = color;
        ctx.lineWidth = width * 2;
        ctx.lineJoin = "round";
        ctx.stroke();
      });
      store.set(shape.id, bitmap);
    }
    return bitmap;
  }

  private bevelWidth(): number {
    return Math.max(1, Math.min(this.cut.pieceWidth, this.cut.pieceHeight) * 0.025);
  }

  private ringWidth(): number {
    return Math.max(2, Math.min(this.cut.pieceWidth, this.cut.pieceHeight) * 0.06);
  }

  /** Allocates a bitmap covering the piece's bounds plus `pad`, with board coordinates set up. */
  private render(shape: PieceShape, pad: number, paint: (ctx: Canvas2D) => void): PieceBitmap {
    const { bounds } = shape;
    const width = bounds.width + 2 * pad;
    const height = bounds.height + 2 * pad;
    const pixelWidth = Math.ceil(width * this.pixelRatio);
    const pixelHeight = Math.ceil(height * this.pixelRatio);
    const { image, ctx } = this.createBitmap(pixelWidth, pixelHeight);
    ctx.save();
    ctx.scale(this.pixelRatio, this.pixelRatio);
    ctx.translate(pad - bounds.x, pad - bounds.y);
    paint(ctx);
    ctx.restore();
    // drawn back at the rounded-up pixel size, so bitmap pixels map 1:1 onto the canvas
    return {
      image,
      offsetX: bounds.x - pad - shape.cell.x,
      offsetY: bounds.y - pad - shape.cell.y,
      width: pixelWidth / this.pixelRatio,
      height: pixelHeight / this.pixelRatio,
    };
  }

  private paintPiece(ctx: Canvas2D, shape: PieceShape): void {
    const b = this.bevelWidth();
    ctx.save();
    ctx.beginPath();
    tracePath(ctx, shape.outline);
    ctx.clip();
    ctx.drawImage(this.picture, 0, 0, this.cut.width, this.cut.height);
    // bevel: the outline stroked slightly shifted, inside the clip, lights the top-left rim and
    // shades the bottom-right one, so pieces read as cardboard without per-frame effects
    ctx.lineWidth = b * 2;
    ctx.lineJoin = "round";
    ctx.beginPath();
    tracePath(ctx, shape.outline, b, b);
    ctx.strokeStyle = this.style.bevelLight;
    ctx.stroke();
    ctx.beginPath();
    tracePath(ctx, shape.outline, -b, -b);
    ctx.strokeStyle = this.style.bevelDark;
    ctx.stroke();
    ctx.restore();
    ctx.beginPath();
    tracePath(ctx, shape.outline);
    ctx.lineWidth = Math.max(0.75, b / 2);
    ctx.strokeStyle = this.style.outline;
    ctx.stroke();
  }
}
