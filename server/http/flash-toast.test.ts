import { describe, expect, it } from "vitest";
import { offlineCopyHeader } from "@common/offline-copy-header";
import { flashToastCookie, takeFlashToast } from "./flash-toast";

const pending = flashToastCookie({ type: "success", title: "VR session initiated" }).split(";")[0]!;

describe("the flash toast", () => {
  it("is taken, and cleared, by the page the browser lands on", () => {
    const { toast, headers } = takeFlashToast(
      new Request("http://localhost/practice/1", { headers: { cookie: pending } }),
    );
    expect(toast).toEqual({ type: "success", title: "VR session initiated" });
    expect(new Headers(headers).get("set-cookie")).toMatch(/^clinova-toast=; .*Max-Age=0/);
  });

  // The offline worker copies a lesson it showed while the browser follows a redirect elsewhere:
  // its copy took the toast meant for that page (a practice session's start lost its toast).
  it("is left alone by the offline worker's copy of a page", () => {
    const { toast, headers } = takeFlashToast(
      new Request("http://localhost/course/c/start/l", {
        headers: { cookie: pending, [offlineCopyHeader]: "1" },
      }),
    );
    expect(toast).toBeNull();
    expect(headers).toBeUndefined();
  });
});
