import type { ResumeDownload } from "./resume-download";
import { lifetimeText } from "./resume-link";

const refusals = (lifetimeSeconds: number) => ({
  missing: {
    status: 404,
    title: "Not found in the back office",
    text: "This application does not exist, or it has been deleted.",
  },
  "no-file": {
    status: 404,
    title: "No résumé to download",
    text: "This application has no résumé stored.",
  },
  expired: {
    status: 410,
    title: "This download link has expired",
    text: `Résumé links work for ${lifetimeText(lifetimeSeconds)}. Go back to the application and download the résumé again.`,
  },
  invalid: {
    status: 403,
    title: "This download link is not valid",
    text: "The link was altered, or made for someone else. Go back to the application and download the résumé from there.",
  },
});

/**
 * The answer to a résumé link: the file as an attachment that no cache keeps and no browser
 * sniffs into something it can run, or a short page saying why not (this is a resource route,
 * outside the back office's frame).
 */
export function resumeResponse(
  download: ResumeDownload,
  applicationPath: string,
  lifetimeSeconds: number,
): Response {
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (download.ok) {
    const name = download.fileName.replace(/[^A-Za-z0-9._-]/g, "_");
    headers.set("Content-Type", download.contentType);
    headers.set("Content-Disposition", `attachment; filename="${name}"`);
    headers.set("Content-Length", String(download.bytes.byteLength));
    return new Response(download.bytes, { status: 200, headers });
  }
  const refusal = refusals(lifetimeSeconds)[download.reason];
  headers.set("Content-Type", "text/html; charset=utf-8");
  const back =
    download.reason === "missing"
      ? `<a href="/admin/inbox/applications">Back to the applications</a>`
      : `<a href="${applicationPath}">Back to the application</a>`;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${refusal.title} · Back office</title></head>
<body>
<main>
<p>Back office</p>
<h1>${refusal.title}</h1>
<p>${refusal.text}</p>
<p>${back}</p>
</main>
</body>
</html>`;
  return new Response(html, { status: refusal.status, headers });
}
