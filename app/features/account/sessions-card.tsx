import { Form, useNavigation } from "react-router";
import { Laptop, LogOut, Smartphone } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTime } from "~/lib/format-date-time";

export type AccountSession = {
  id: string;
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};

const mobile = /iOS|Android/;

/** Where the person is signed in, with a way to end any session but this one. */
export function SessionsCard({ sessions }: { sessions: AccountSession[] }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;
  const others = sessions.filter((s) => !s.current);

  return (
    <Card id="sessions" aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle as="h2" id="sessions-title" className="text-xl">
          Where you&apos;re signed in
        </CardTitle>
        <CardDescription>
          If you don&apos;t recognise a device, sign it out and change your password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {sessions.map((session) => {
            const Icon = mobile.test(session.device) ? Smartphone : Laptop;
            const revoking =
              pending?.get("intent") === "revoke-session" &&
              pending.get("sessionId") === session.id;
            return (
              <li
                key={session.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex gap-3">
                  <span className="grid size-10 shrink-0 place-content-center rounded-full bg-primary-50 text-primary-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="grid gap-0.5 text-sm">
                    <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
                      {session.device}
                      {session.current && <Badge variant="success">This device</Badge>}
                    </p>
                    <p className="text-muted">IP address {session.ipAddress || "unknown"}</p>
                    <p className="text-muted">
                      Signed in {formatDateTime(session.createdAt)} · Last active{" "}
                      {formatDateTime(session.lastActiveAt)}
                    </p>
                  </div>
                </div>
                {!session.current && (
                  <Form method="post" className="sm:shrink-0">
                    <input type="hidden" name="intent" value="revoke-session" />
                    <input type="hidden" name="sessionId" value={session.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      loading={revoking}
                      aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastActiveAt)}`}
                    >
                      Sign out
                    </Button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
        {others.length > 0 && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="revoke-other-sessions" />
            <Button
              type="submit"
              variant="secondary"
              loading={pending?.get("intent") === "revoke-other-sessions"}
            >
              <LogOut aria-hidden="true" />
              Sign out of all other sessions
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
