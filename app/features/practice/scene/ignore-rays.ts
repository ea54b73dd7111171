/** The raycast of a mesh or sprite that must not take rays: its object's hit box does. */
export function ignoreRays() {}
