import { brand } from "@common/brand";
import { settleWithin } from "@common/settle-within";
import { latestArticles } from "@server/content/latest-articles";
import { isLaunched } from "@server/content/launch-status";
import { pageMeta } from "~/lib/meta";
import { BlogTeaser } from "~/features/blog-teaser/blog-teaser";
import { Benefits } from "~/features/home-page/benefits";
import { ClosingCta } from "~/features/home-page/closing-cta";
import { HomeHero } from "~/features/home-page/home-hero";
import { PartnerStrip } from "~/components/marketing/partner-strip";
import type { Route } from "./+types/home";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

/** The home teaser: three articles. A slower query streams in behind skeletons. */
const teaserSize = 3;
const teaserWaitMs = 150;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = context;
  const articles = latestArticles(db, teaserSize).catch((error: unknown) => {
    // A failed blog fetch is logged and the section hidden.
    logger.error({ err: error }, "loading the home blog teaser failed");
    return [];
  });
  const [launched, teaser] = await Promise.all([
    isLaunched(db, logger),
    settleWithin(articles, teaserWaitMs),
  ]);
  return { launched, articles: teaser.value };
}

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    brand.name,
    "Realistic, flexible clinical skills training for doctors, nurses, midwives, paramedics and students: VR practice, an AI tutor and progress you can see.",
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <Benefits />
      <PartnerStrip />
      <BlogTeaser articles={loaderData.articles} />
      <ClosingCta launched={loaderData.launched} />
    </>
  );
}
