import { element, escapeXml, xmlDeclaration } from "./xml";

export type RssChannel = {
  title: string;
  /** The blog's page. */
  link: string;
  /** Where this feed is served, for the atom:link self reference. */
  feedUrl: string;
  description: string;
  language: string;
};

export type RssItem = {
  title: string;
  link: string;
  description: string;
  publishedAt: Date;
  category?: string;
};

/** RSS 2.0 (dates in RFC 822 form), items in the order given. */
export function buildRss(channel: RssChannel, items: RssItem[]) {
  const newest = items.reduce<Date | undefined>(
    (latest, item) => (!latest || item.publishedAt > latest ? item.publishedAt : latest),
    undefined,
  );
  const itemXml = items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element("pubDate", item.publishedAt.toUTCString()),
      element("description", item.description),
      item.category ? element("category", item.category) : "",
      "</item>",
    ].join(""),
  );
  return [
    xmlDeclaration,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", channel.language),
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? element("lastBuildDate", newest.toUTCString()) : "",
    ...itemXml,
    "</channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}
