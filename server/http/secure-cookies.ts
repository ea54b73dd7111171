/**
 * On an https deployment every cookie we set is `Secure` (ASVS 3.3.1), so a browser never sends
 * it over plain http. better-auth marks its own; this adds the attribute to the rest (the flash
 * toast's) in one place rather than in each route that sets one.
 */
export function makeCookiesSecure(headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.every(isSecure)) return;
  headers.delete("Set-Cookie");
  for (const cookie of cookies) {
    headers.append("Set-Cookie", isSecure(cookie) ? cookie : `${cookie}; Secure`);
  }
}

const isSecure = (cookie: string) =>
  cookie
    .split(";")
    .slice(1)
    .some((attribute) => attribute.trim().toLowerCase() === "secure");
