import { useMatches } from "react-router";
import { absoluteUrl, canonicalUrl } from "~/lib/absolute-url";
import { usePageAddress } from "~/lib/page-address";
import { socialCard } from "~/lib/meta";

/**
 * What needs the page's absolute address, written once for every page: the canonical link,
 * og:url and, unless the page brings its own (see `ownSocialImageHandle`), the default card.
 */
export function CanonicalMeta({ appUrl }: { appUrl: string | undefined }) {
  const address = usePageAddress();
  const leaf = useMatches().at(-1);
  if (!appUrl) return null;
  const url = address && canonicalUrl(appUrl, address.pathname, address.search);
  const ownImage = (leaf?.handle as { ownSocialImage?: boolean } | undefined)?.ownSocialImage;
  const card = absoluteUrl(socialCard.path, appUrl);
  return (
    <>
      {url && (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:url" content={url} />
        </>
      )}
      {!ownImage && (
        <>
          <meta property="og:image" content={card} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={socialCard.width} />
          <meta property="og:image:height" content={socialCard.height} />
          <meta property="og:image:alt" content={socialCard.alt} />
          <meta name="twitter:image" content={card} />
          <meta name="twitter:image:alt" content={socialCard.alt} />
        </>
      )}
    </>
  );
}
