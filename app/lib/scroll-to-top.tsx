import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Every navigation scrolls smoothly to the top (instantly if motion is reduced). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname, search]);
  return null;
}
