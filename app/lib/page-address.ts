import { useLocation, useMatches } from "react-router";

/**
 * The address of the page being shown, or null for a page that has none of its own (the 404
 * page, `noAddressHandle`): such a page is the same whatever address was asked for, so nothing
 * on it (canonical link, return addresses) repeats that address.
 */
export function usePageAddress() {
  const { pathname, search } = useLocation();
  const handle = useMatches().at(-1)?.handle as { noAddress?: boolean } | undefined;
  return handle?.noAddress ? null : { pathname, search };
}
