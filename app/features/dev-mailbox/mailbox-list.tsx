import type { OutboxMessage } from "@server/mail/outbox";
import { Card } from "~/components/ui/card";

const linkPattern = /https?:\/\/\S+/g;

/** Each kept email with its links made clickable, so a local user can confirm or reset. */
export function MailboxList({ messages }: { messages: OutboxMessage[] }) {
  if (messages.length === 0) {
    return <p className="text-muted">No emails yet.</p>;
  }
  return (
    <ul className="grid gap-4">
      {messages.map((message) => (
        <li key={message.id}>
          <Card className="grid gap-3 p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-xl font-semibold">{message.subject}</h2>
              <time className="text-sm text-muted" dateTime={message.sentAt}>
                {new Date(message.sentAt).toLocaleString("en-GB", { timeZone: "UTC" })} UTC
              </time>
            </div>
            <p className="text-sm text-muted">
              To <span className="font-medium text-ink">{message.to}</span>
            </p>
            <pre className="font-sans text-base whitespace-pre-wrap">{message.text}</pre>
            {[...new Set(message.text.match(linkPattern) ?? [])].map((url) => (
              <a
                key={url}
                href={url}
                className="font-medium break-all text-primary-700 underline underline-offset-4"
              >
                {url}
              </a>
            ))}
          </Card>
        </li>
      ))}
    </ul>
  );
}
