import { settleWithin } from "@common/settle-within";
import { latestArticles } from "./latest-articles";
import { isLaunched } from "./launch-status";
import type { AppContext } from "../context";

/** The home teaser: three articles. A slower query streams in behind skeletons. */
const teaserSize = 3;
const teaserWaitMs = 150;

/** The home page: whether launched, and the blog teaser (a slower query streams in). */
export async function homePage(context: AppContext) {
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
