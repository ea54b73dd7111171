import { safeRedirect } from "@common/safe-redirect";

/** Where better-auth's HTTP API takes a return address, in the query or the body. */
const returnAddressFields = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/**
 * True when a call to the auth API names a return address off this site. better-auth checks
 * some of them against its trusted origins, but not all: a reset link with a bad token sent the
 * browser to any `callbackURL` (`?error=INVALID_TOKEN` appended), and a return address with a
 * line break made it fail with 500. Our pages pass paths; a link in an email may carry our own
 * absolute address. Anything else is refused before better-auth sees it (ASVS 5.1.5).
 */
export async function namesForeignReturnAddress(request: Request, appUrl: string) {
  const ownOrigin = new URL(appUrl).origin;
  const addresses: unknown[] = returnAddressFields.flatMap((field) =>
    new URL(request.url).searchParams.getAll(field),
  );
  if (request.method === "POST") addresses.push(...(await bodyAddresses(request)));
  return addresses.some((address) => !isOwnAddress(address, ownOrigin));
}

function isOwnAddress(address: unknown, ownOrigin: string) {
  if (typeof address !== "string") return false;
  // Control characters (a line break would split the Location header) and backslashes, which
  // browsers read as slashes.
  if ([...address].some((character) => character < " " || character === "\\")) return false;
  if (safeRedirect(address, "") === address) return true;
  try {
    return new URL(address).origin === ownOrigin;
  } catch {
    return false;
  }
}

async function bodyAddresses(request: Request): Promise<unknown[]> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  try {
    if (type === "application/x-www-form-urlencoded") {
      const form = new URLSearchParams(await request.clone().text());
      return returnAddressFields.flatMap((field) => form.getAll(field));
    }
    const body: unknown = await request.clone().json();
    if (typeof body !== "object" || body === null) return [];
    return returnAddressFields
      .filter((field) => field in body)
      .map((field) => (body as Record<string, unknown>)[field]);
  } catch {
    return [];
  }
}
