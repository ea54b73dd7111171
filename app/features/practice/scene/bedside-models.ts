import { box, cylinder, group, sphere, torus, type Part } from "./primitives";

/** The bedside objects other than the tray's equipment, each around its base (y = 0). */

export const skin = "#c68a62";

/** Head on the pillow and body in a gown; the legs under the blanket belong to the room. */
export function patient(): Part[] {
  return [
    sphere({ radius: 0.1, position: [-0.3, 0.11, 0], scale: [1, 0.95, 0.85], color: skin }),
    sphere({ radius: 0.1, position: [-0.33, 0.15, 0], scale: [0.9, 0.6, 0.85], color: "#3a2a20" }),
    box({ size: [0.55, 0.18, 0.42], position: [0.1, 0.09, 0], color: "#8db7d9" }),
  ];
}

/** An identification band round the wrist, with its white tag. */
export function wristband(): Part[] {
  return group({ position: [0, 0.035, 0] }, [
    torus({ radius: 0.034, tube: 0.005, color: "#fdfdfd" }),
    box({ size: [0.026, 0.006, 0.018], position: [0, 0.037, 0], color: "#ffffff" }),
  ]);
}

/** The patient's notes in a folder on the bedside cabinet; open while being read or written. */
export function notes(open: boolean): Part[] {
  return [
    box({ size: [0.22, 0.02, 0.3], position: [0, 0.01, 0], color: "#2a5c8f" }),
    box({
      size: [0.19, 0.004, 0.26],
      position: [open ? -0.21 : 0, open ? 0.003 : 0.022, 0],
      color: "#fafafa",
    }),
    ...(open
      ? [box({ size: [0.14, 0.002, 0.01], position: [-0.21, 0.006, -0.05], color: "#555555" })]
      : []),
  ];
}

/** A wall dispenser of alcohol hand rub. */
export function handGel(): Part[] {
  return [
    box({ size: [0.1, 0.2, 0.07], position: [0, 0.1, 0], color: "#f7f9fa" }),
    box({ size: [0.07, 0.05, 0.005], position: [0, 0.13, 0.037], color: "#3aa06b" }),
    box({ size: [0.03, 0.02, 0.05], position: [0, -0.005, 0.015], color: "#8a949c" }),
  ];
}

/** A wall dispenser of disposable plastic aprons, one pulled half out. */
export function aprons(): Part[] {
  return [
    box({ size: [0.24, 0.2, 0.07], position: [0, 0.1, 0], color: "#f7f9fa" }),
    box({
      size: [0.14, 0.12, 0.004],
      position: [0, -0.05, 0.03],
      color: "#ffffff",
      opacity: 0.85,
    }),
    box({ size: [0.2, 0.02, 0.005], position: [0, 0.16, 0.037], color: "#165e5a" }),
  ];
}

/** A stainless tray with a low rim. */
export function tray(): Part[] {
  const rim = "#a9b3bb";
  return [
    box({ size: [0.72, 0.012, 0.46], position: [0, 0.006, 0], color: "#c9d1d7" }),
    box({ size: [0.72, 0.025, 0.01], position: [0, 0.012, -0.23], color: rim }),
    box({ size: [0.72, 0.025, 0.01], position: [0, 0.012, 0.23], color: rim }),
    box({ size: [0.01, 0.025, 0.46], position: [-0.36, 0.012, 0], color: rim }),
    box({ size: [0.01, 0.025, 0.46], position: [0.36, 0.012, 0], color: rim }),
  ];
}

/** A yellow sharps bin with its orange lid; the aperture shows open while it is being used. */
export function sharpsBin(open: boolean): Part[] {
  return [
    box({ size: [0.16, 0.19, 0.14], position: [0, 0.095, 0], color: "#f2c417" }),
    box({ size: [0.17, 0.03, 0.15], position: [0, 0.205, 0], color: "#e8742a" }),
    box({ size: [0.08, 0.006, open ? 0.06 : 0.02], position: [0, 0.221, 0], color: "#1b1b1b" }),
  ];
}

/** A pedal bin for clinical waste: a yellow lid, and the lid raised while it is in use. */
export function clinicalWasteBin(open: boolean): Part[] {
  return [
    cylinder({
      radius: 0.14,
      height: 0.42,
      position: [0, 0.21, 0],
      color: "#d5dadf",
      segments: 16,
    }),
    ...group({ position: [0, 0.43, -0.14], rotation: [open ? -0.9 : 0, 0, 0] }, [
      cylinder({
        radius: 0.145,
        height: 0.02,
        position: [0, 0, 0.14],
        color: "#f2c417",
        segments: 16,
      }),
    ]),
    box({ size: [0.08, 0.015, 0.06], position: [0, 0.01, 0.16], color: "#5d6770" }),
  ];
}
