import { brand } from "@common/brand";

export type EmailContent = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line under the button, e.g. why the reader got the message. */
  footnote?: string;
  /** An optional email's one-click unsubscribe address, linked in the footer (RFC 8058). */
  unsubscribeUrl?: string;
};

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text and HTML parts of a Clinova email, from the same words. */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const { heading, paragraphs, action, footnote, unsubscribeUrl } = content;
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    `— The ${brand.name} team`,
    ...(unsubscribeUrl ? ["", `Stop receiving these emails: ${unsubscribeUrl}`] : []),
  ].join("\n");

  const button = action
    ? `<p style="margin:28px 0"><a href="${escape(action.url)}" style="background:#165e5a;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600;display:inline-block">${escape(action.label)}</a></p>
<p style="font-size:13px;color:#4d5e69">If the button does not work, paste this address into your browser:<br><span style="word-break:break-all">${escape(action.url)}</span></p>`
    : "";
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(heading)}</title></head>
<body style="margin:0;background:#f6f9f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#10212b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #dbe4e6;border-radius:14px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #dbe4e6;font-size:20px;font-weight:700;color:#165e5a">${escape(brand.name)}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6">
<h1 style="margin:0 0 16px;font-size:22px">${escape(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 14px">${escape(p)}</p>`).join("\n")}
${button}
${footnote ? `<p style="font-size:13px;color:#4d5e69;margin-top:24px">${escape(footnote)}</p>` : ""}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #dbe4e6;font-size:13px;color:#4d5e69">The ${escape(brand.name)} team · ${escape(brand.tagline)}${unsubscribeUrl ? `<br><a href="${escape(unsubscribeUrl)}" style="color:#4d5e69">Stop receiving these emails</a>` : ""}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}
