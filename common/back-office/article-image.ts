/** Pictures an article may carry: what the editor's file input accepts and the server checks. */
export const articleImageTypes = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
} as const;

export type ArticleImageExtension = keyof typeof articleImageTypes;

export const maxArticleImageBytes = 5 * 1024 * 1024;

export const articleImageAccept = Object.keys(articleImageTypes).join(",");

export const articleImageMessages = {
  wrongExtension: "Choose a PNG, JPEG or WebP picture.",
  empty: "This picture is empty.",
  tooLarge: "Pictures can be at most 5 MB.",
  altRequired: "Describe the picture for people who cannot see it (alternative text).",
} as const;

export function articleImageExtensionOf(fileName: string): ArticleImageExtension | null {
  const match = /\.[a-z0-9]+$/i.exec(fileName.trim());
  const extension = match?.[0].toLowerCase();
  return extension && extension in articleImageTypes ? (extension as ArticleImageExtension) : null;
}
