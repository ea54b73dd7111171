import { notFound } from "@common/forms/action-answer";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the address: anything but a UUID is the back office's 404. */
export function idParam(value: string | undefined) {
  if (value === undefined || !uuidPattern.test(value)) notFound();
  return value;
}

/** The item whose deletion the page asks to confirm (`?delete=<id>`), if any. */
export function deletingOf(request: Request) {
  const id = new URL(request.url).searchParams.get("delete");
  return id && uuidPattern.test(id) ? id : null;
}
