import { useEffect, useState, useSyncExternalStore } from "react";
import { createXRStore, type XRStore } from "@react-three/xr";

/**
 * The headset session's store. Controllers and hands point with a ray (their select is a click
 * on the scene's objects); no controller or hand models, which @react-three/xr would fetch from
 * a CDN our Content-Security-Policy does not allow. The controllers' button layouts come from our
 * own copy (public/xr-input-profiles). No emulator of its own either: @react-three/xr installs
 * one on any localhost page by default, and only the tests should (they inject iwer themselves).
 */
// A trigger held up to 1.5 s still selects: the pointer library's default (300 ms) drops the
// slower, deliberate pull of someone new to controllers.
const rayPointer = { clickThresholdMs: 1500 };

export function createPracticeXRStore(): XRStore {
  return createXRStore({
    emulate: false,
    offerSession: false,
    baseAssetPath:
      typeof window === "undefined" ? undefined : `${window.location.origin}/xr-input-profiles/`,
    controller: { model: false, grabPointer: false, teleportPointer: false, rayPointer },
    hand: { model: false, grabPointer: false, touchPointer: false, rayPointer },
  });
}

/** Whether the browser offers an immersive VR session: only then is "Enter VR" shown. */
export function useImmersiveVrSupported() {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    const xr = navigator.xr;
    if (!xr) return;
    let current = true;
    const check = () =>
      xr.isSessionSupported("immersive-vr").then(
        (answer) => current && setSupported(answer),
        () => current && setSupported(false),
      );
    void check();
    // A headset plugged in (or out) while the page is open.
    xr.addEventListener("devicechange", check);
    return () => {
      current = false;
      xr.removeEventListener("devicechange", check);
    };
  }, []);
  return supported;
}

/** True while an immersive session runs. */
export function useInImmersiveSession(store: XRStore) {
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().session != null,
    () => false,
  );
}
