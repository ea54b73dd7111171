import { brand } from "./brand";

/** The shared header's links, in order (docs/product/public-site.md#header). */
export const headerLinks = [
  { to: "/about", label: "About" },
  { to: "/solutions", label: "Solutions" },
  { to: "/product", label: "Product" },
  { to: "/pricing", label: "Pricing" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

/** The footer's links, in order (docs/product/public-site.md#footer). */
export const footerLinks = [
  { to: "/blog", label: "Blog" },
  { to: "/product", label: "Product" },
  { to: "/pricing", label: "Pricing" },
  { to: "/faqs", label: "FAQs" },
  { to: "/about", label: "About" },
  { to: "/careers", label: "Careers" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy-policy", label: "Privacy Policy" },
] as const;

/** Lesson and course screens keep only these (the compact footer). */
export const compactFooterLinks = [
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export const socialLinks = [
  { href: brand.social.linkedin, label: "LinkedIn" },
  { href: brand.social.twitter, label: "Twitter" },
  { href: brand.social.instagram, label: "Instagram" },
] as const;
