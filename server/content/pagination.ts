/** The blog list shows 4 articles per page and at most 3 page-number links. */
export const blogPageSize = 4;
export const maxPageLinks = 3;

/** Page 1 when the parameter is absent; null for anything that is not a whole number from 1. */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : null;
}

/** At least one page, so an empty blog still has a page 1 showing its empty state. */
export function pageCountFor(totalItems: number, pageSize = blogPageSize) {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** Up to `max` consecutive page numbers, centred on the current page and kept inside 1..pageCount. */
export function pageLinks(current: number, pageCount: number, max = maxPageLinks) {
  const size = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}
