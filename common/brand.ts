/**
 * The brand in one place, so a white-label institution can change name and slug together
 * (routes such as /try-clinova carry the slug).
 */
export const brand = {
  name: "Clinova",
  slug: "clinova",
  defaultContactEmail: "hello@clinova.example",
  copyrightYear: 2025,
  tagline: "Clinical skills training, realistic and flexible",
  social: {
    linkedin: "https://www.linkedin.com/company/clinova",
    twitter: "https://twitter.com/clinova",
    instagram: "https://www.instagram.com/clinova",
  },
} as const;

export const storageBucket = `${brand.slug}-storage`;
