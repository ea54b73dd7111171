import { notFound } from "@common/forms/action-answer";
import { listOutbox, outboxDir } from "@server/mail/outbox";
import { Container } from "~/components/ui/container";
import { MailboxList } from "~/features/dev-mailbox/mailbox-list";
import type { Route } from "./+types/mailbox";

export function meta() {
  return [{ title: "Mailbox · Clinova" }, { name: "robots", content: "noindex" }];
}

// Only on a localhost address with no SMTP server: anywhere else it would hand out reset links.
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.mailboxEnabled) notFound();
  return { messages: await listOutbox(outboxDir(context.config.dataDir)) };
}

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="grid gap-8 py-12">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          Development
        </p>
        <h1 className="text-4xl">Mailbox</h1>
        <p className="max-w-2xl text-lg text-muted">
          No SMTP server is configured, so emails are kept here instead of being sent. Newest first.
        </p>
      </header>
      <MailboxList messages={loaderData.messages} />
    </Container>
  );
}
