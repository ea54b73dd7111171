import { useRef } from "react";
import { useFetcher } from "react-router";

/**
 * Opening the VR tab or playing the video completes the lesson, once; the server
 * keeps a completed lesson completed, so a repeat would only cost a request.
 */
export function useLessonCompletion(completed: boolean) {
  const fetcher = useFetcher();
  const asked = useRef(completed);
  return {
    completed: completed || fetcher.formData?.get("intent") === "complete",
    markCompleted() {
      if (asked.current) return;
      asked.current = true;
      void fetcher.submit({ intent: "complete" }, { method: "post" });
    },
  };
}
