import type { MetaDescriptor } from "react-router";
import { brand } from "@common/brand";
import { absoluteUrl } from "~/lib/absolute-url";

/** The default link-preview image (a PNG: most crawlers ignore SVG), added by the root Layout. */
export const socialCard = {
  path: "/images/social-card.png",
  width: "1200",
  height: "630",
  alt: `${brand.name}: clinical skills training, realistic and flexible`,
};

/**
 * A route whose meta passes its own `image` to pageMeta exports this as its `handle`, so the root
 * Layout does not add the default card as well.
 */
export const ownSocialImageHandle = { ownSocialImage: true } as const;

/**
 * A page with no address of its own (the 404 page) exports this as its `handle`: nothing on it
 * repeats the address asked for (`usePageAddress`), so the page is the same whatever was asked
 * for, hidden back-office addresses included (server/back-office/hide-back-office.ts).
 */
export const noAddressHandle = { noAddress: true } as const;

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export type PageMetaOptions = {
  /** A page's own preview image; a relative path is resolved against the root's appUrl. */
  image?: string;
  type?: "website" | "article";
  /** ISO 8601, for `article:published_time`. */
  publishedTime?: string;
  /** The meta function's `matches`: the root match's data carries appUrl. */
  matches?: readonly MetaMatch[];
};

/** appUrl from the root loader's data, when the meta function passed its matches. */
export function appUrlFrom(matches: readonly MetaMatch[] = []) {
  const data = matches.find((match) => match?.id === "root")?.loaderData;
  const appUrl = (data as { appUrl?: unknown } | undefined)?.appUrl;
  return typeof appUrl === "string" ? appUrl : undefined;
}

/**
 * Title, description and their Open Graph / Twitter twins, with the brand after the page's own
 * title. The canonical link, og:url and the default og:image come from the root Layout, which
 * knows the absolute address of the page.
 */
export function pageMeta(
  title: string,
  description: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const fullTitle = title === brand.name ? title : `${title} · ${brand.name}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: brand.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (options.image) {
    const image = absoluteUrl(options.image, appUrlFrom(options.matches));
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (options.publishedTime) {
    tags.push({ property: "article:published_time", content: options.publishedTime });
  }
  return tags;
}
