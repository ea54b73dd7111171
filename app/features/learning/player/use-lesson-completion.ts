import { useRef } from "react";
import { useFetcher } from "react-router";
import type { FlashToast } from "@common/toast";
import { useToastFrom } from "~/lib/use-toast-from";

/**
 * Opening the VR tab or playing the video completes the lesson, once; the server
 * keeps a completed lesson completed, so a repeat would only cost a request. The answer's toast
 * (the course's certificate, when this was its last step) is shown.
 */
export function useLessonCompletion(completed: boolean) {
  const fetcher = useFetcher<{ toast?: FlashToast | null }>();
  const asked = useRef(completed);
  useToastFrom(fetcher.data);
  return {
    completed: completed || fetcher.formData?.get("intent") === "complete",
    markCompleted() {
      // Offline (a kept lesson), the post would fail: it is asked again on a later visit.
      if (asked.current || !navigator.onLine) return;
      asked.current = true;
      void fetcher.submit({ intent: "complete" }, { method: "post" });
    },
  };
}
