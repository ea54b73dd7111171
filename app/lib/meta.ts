import { brand } from "@common/brand";

/** Title and description tags for a page, with the brand after the page's own title. */
export function pageMeta(title: string, description: string) {
  return [
    { title: title === brand.name ? title : `${title} · ${brand.name}` },
    { name: "description", content: description },
  ];
}
