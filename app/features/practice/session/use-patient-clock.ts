import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";

// Real seconds between two readings of the monitor: the patient changes on the scenario's clock.
export const monitorPollMs = 5000;

/**
 * Keeps a running session's patient live: asks the page's loader again every few seconds, so the
 * observations move without the learner acting. Paused while the tab is hidden, while a reading
 * or a navigation is under way, and gone with the page once the session is finished.
 */
export function usePatientClock(active: boolean, everyMs = monitorPollMs) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const idle = revalidator.state === "idle" && navigation.state === "idle";

  useEffect(() => {
    if (!active || !idle) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readAfter = (ms: number) => {
      clearTimeout(timer);
      if (document.visibilityState === "visible") {
        timer = setTimeout(() => void revalidator.revalidate(), ms);
      }
    };
    // Back on the tab, the figures are stale: read them at once.
    const onVisibility = () => readAfter(0);
    readAfter(everyMs);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // `revalidator` is a new object each render; its state is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, idle, everyMs]);
}
