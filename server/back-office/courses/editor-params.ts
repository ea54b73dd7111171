import { notFound } from "@common/forms/action-answer";
import { isUuid } from "@common/uuid";

/** An id from the address: anything but a UUID is the back office's 404. */
export function idParam(value: string | undefined) {
  if (value === undefined || !isUuid(value)) notFound();
  return value;
}

/** The item whose deletion the page asks to confirm (`?delete=<id>`), if any. */
export function deletingOf(request: Request) {
  const id = new URL(request.url).searchParams.get("delete");
  return id && isUuid(id) ? id : null;
}
