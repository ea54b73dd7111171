import { articleFallbackImage } from "@common/blog/article-fallback-image";
import { cn } from "~/lib/cn";

type ArticleImageProps = {
  src: string | null;
  /** Empty when the image only decorates a card whose title says it all. */
  alt: string;
  className?: string;
  /** The first large image of the page loads at once and first. */
  priority?: boolean;
};

/** An article's 16:9 illustration, or our fallback drawing when it has none. */
export function ArticleImage({ src, alt, className, priority = false }: ArticleImageProps) {
  return (
    <img
      src={src || articleFallbackImage}
      alt={src ? alt : ""}
      width={1200}
      height={675}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={cn("aspect-video w-full bg-primary-50 object-cover", className)}
    />
  );
}
