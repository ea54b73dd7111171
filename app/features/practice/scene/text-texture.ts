import { CanvasTexture } from "three";

/**
 * Text drawn on a small 2D canvas and used as a texture: the labels above the objects and the
 * headset's action buttons. Our own few lines instead of a font loader and SDF text, which
 * would add a font file and about 60 KB to the chunk for a dozen short words.
 */
export type TextStyle = { background: string; color: string; border: string };

export const labelStyles = {
  idle: { background: "rgba(255,255,255,0.92)", color: "#10212b", border: "#4d5e69" },
  // The focus colour of the page (--color-focus): the object the keyboard or pointer is on.
  focused: { background: "#1f63d6", color: "#ffffff", border: "#0b2f6e" },
  button: { background: "#165e5a", color: "#ffffff", border: "#0c3b38" },
  buttonFocused: { background: "#1f63d6", color: "#ffffff", border: "#ffffff" },
} satisfies Record<string, TextStyle>;

const pixelsHigh = 64;
/** The text's font size as a share of the texture's (and so of the label's) height. */
export const textShare = 0.55;

/** A texture of `text`, and its width over its height (to size the plane or sprite). */
export function textTexture(text: string, style: TextStyle) {
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d")!;
  const font = `600 ${Math.round(pixelsHigh * textShare)}px system-ui, sans-serif`;
  context.font = font;
  const width = Math.ceil(context.measureText(text).width + pixelsHigh * 0.5);
  canvas.width = width;
  canvas.height = pixelsHigh;
  context.font = font;
  context.fillStyle = style.background;
  context.strokeStyle = style.border;
  context.lineWidth = 4;
  context.beginPath();
  context.roundRect(2, 2, width - 4, pixelsHigh - 4, 14);
  context.fill();
  context.stroke();
  context.fillStyle = style.color;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(text, width / 2, pixelsHigh / 2 + 1);
  // Left without a colour space: its sRGB texels go to the canvas as they are (screen-colour.ts).
  const texture = new CanvasTexture(canvas);
  return { texture, aspect: width / pixelsHigh };
}
