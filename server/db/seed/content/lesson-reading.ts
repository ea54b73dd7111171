import { countWords, readingSecondsFor } from "@common/learning/reading-time";
import type { BlockSeed } from "./course-seed";

/** The words a learner reads in a lesson's blocks: text, headings, list items, captions. */
function wordsOf(block: BlockSeed) {
  switch (block.type) {
    case "list":
      return block.content.items.reduce((sum, item) => sum + countWords(item), 0);
    case "image":
      return countWords(block.metadata?.caption ?? "");
    default:
      return countWords(block.content.text);
  }
}

/** A seeded lesson's reading time (docs/product/learning.md#engagement): its words at 200 a minute. */
export function seededReadingSeconds(blocks: BlockSeed[]) {
  return readingSecondsFor(blocks.reduce((sum, block) => sum + wordsOf(block), 0));
}
