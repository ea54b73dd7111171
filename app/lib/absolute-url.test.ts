import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalUrl } from "./absolute-url";

const appUrl = "https://learn.example.org";

describe("absoluteUrl", () => {
  it("puts a path on the app's address and leaves absolute URLs alone", () => {
    expect(absoluteUrl("/images/a.png", appUrl)).toBe(`${appUrl}/images/a.png`);
    expect(absoluteUrl("images/a.png", appUrl)).toBe(`${appUrl}/images/a.png`);
    expect(absoluteUrl("https://cdn.example.org/a.png", appUrl)).toBe(
      "https://cdn.example.org/a.png",
    );
    expect(absoluteUrl("/images/a.png", undefined)).toBe("/images/a.png");
  });
});

describe("canonicalUrl", () => {
  it("drops the query and a trailing slash", () => {
    expect(canonicalUrl(appUrl, "/", "")).toBe(`${appUrl}/`);
    expect(canonicalUrl(appUrl, "/about/", "?utm_source=x")).toBe(`${appUrl}/about`);
  });

  it("keeps the blog's page number beyond page 1 only", () => {
    expect(canonicalUrl(appUrl, "/blog", "?page=2&utm=x")).toBe(`${appUrl}/blog?page=2`);
    expect(canonicalUrl(appUrl, "/blog", "?page=1")).toBe(`${appUrl}/blog`);
    expect(canonicalUrl(appUrl, "/blog", "?page=abc")).toBe(`${appUrl}/blog`);
    expect(canonicalUrl(appUrl, "/pricing", "?page=2")).toBe(`${appUrl}/pricing`);
  });
});
