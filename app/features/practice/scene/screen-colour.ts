import { Color, LinearSRGBColorSpace } from "three";

/**
 * A colour as it should appear on screen. The canvas writes the values it is given without
 * encoding them to sRGB pixel by pixel (react-three-fiber's `linear`): under software rendering
 * that encoding (a power function per channel per pixel) took about 40% of each frame. So
 * colours reach three.js already in sRGB, read raw rather than converted to linear.
 */
export function screenColour(hex: string) {
  return new Color().setHex(Number.parseInt(hex.slice(1), 16), LinearSRGBColorSpace);
}
