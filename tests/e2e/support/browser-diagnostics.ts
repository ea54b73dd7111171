import type { Page, Request, TestInfo } from "@playwright/test";

/**
 * What the browser saw, printed when a journey fails: errors thrown in the page, console
 * errors, requests that failed, and requests still unanswered. A page that never hydrates says
 * which of its files or answers never came (CI keeps no traces: decision 0069).
 */
export async function watchBrowser(page: Page, provide: () => Promise<void>, testInfo: TestInfo) {
  const seen: string[] = [];
  const unanswered = new Map<Request, number>();
  const since = (at: number) => `${Math.round((Date.now() - at) / 100) / 10} s`;
  page.on("pageerror", (error) => seen.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(`console error: ${message.text()}`);
  });
  page.on("request", (request) => unanswered.set(request, Date.now()));
  page.on("requestfinished", (request) => unanswered.delete(request));
  page.on("requestfailed", (request) => {
    unanswered.delete(request);
    seen.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  await provide();
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [request, at] of unanswered) {
    seen.push(`unanswered for ${since(at)}: ${request.method()} ${request.url()}`);
  }
  console.log(`What the browser saw in "${testInfo.title}":\n  ${seen.join("\n  ") || "nothing"}`);
}
