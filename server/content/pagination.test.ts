import { describe, expect, it } from "vitest";
import { blogPageSize, pageCountFor, pageLinks, parsePageParam } from "./pagination";

describe("the page parameter", () => {
  it("is page 1 when absent and the number when it is a whole number from 1", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("1")).toBe(1);
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam("40")).toBe(40);
  });

  it.each(["", "0", "-1", "1.5", "abc", "2abc", "01", " 2", "1e3", "9999999"])(
    "rejects %j",
    (value) => {
      expect(parsePageParam(value)).toBeNull();
    },
  );
});

describe("the page count", () => {
  it("pages 4 articles at a time (spec §9) and keeps one page for an empty blog", () => {
    expect(blogPageSize).toBe(4);
    expect(pageCountFor(0)).toBe(1);
    expect(pageCountFor(1)).toBe(1);
    expect(pageCountFor(4)).toBe(1);
    expect(pageCountFor(5)).toBe(2);
    expect(pageCountFor(9)).toBe(3);
    expect(pageCountFor(12)).toBe(3);
  });
});

describe("the page-number links", () => {
  it("shows every page when there are 3 or fewer", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 2)).toEqual([1, 2]);
    expect(pageLinks(3, 3)).toEqual([1, 2, 3]);
  });

  it("shows at most 3 numbers, centred on the current page and kept in range", () => {
    expect(pageLinks(1, 7)).toEqual([1, 2, 3]);
    expect(pageLinks(2, 7)).toEqual([1, 2, 3]);
    expect(pageLinks(4, 7)).toEqual([3, 4, 5]);
    expect(pageLinks(6, 7)).toEqual([5, 6, 7]);
    expect(pageLinks(7, 7)).toEqual([5, 6, 7]);
  });

  it("always includes the current page", () => {
    for (let count = 1; count <= 9; count++) {
      for (let page = 1; page <= count; page++) {
        const links = pageLinks(page, count);
        expect(links).toContain(page);
        expect(links.length).toBe(Math.min(3, count));
      }
    }
  });
});
