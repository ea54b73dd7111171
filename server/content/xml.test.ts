import { describe, expect, it } from "vitest";
import { xmlProblems } from "../../tests/support/xml-well-formed";
import { element, escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;",
    );
  });

  it("drops control characters XML 1.0 cannot carry and keeps the rest of the text", () => {
    expect(escapeXml("a\u0000b\u0008c\td\ne – ü 🩺")).toBe("abc\td\ne – ü 🩺");
  });

  it("keeps already-escaped looking text literal", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });
});

describe("the well-formedness check used by these tests", () => {
  it("accepts well-formed XML and catches the mistakes escaping prevents", () => {
    expect(xmlProblems(`<?xml version="1.0"?><a x="1">${element("b", "R&D <1>")}</a>`)).toEqual([]);
    expect(xmlProblems("<a>R&D</a>")).not.toEqual([]);
    expect(xmlProblems("<a><b></a>")).not.toEqual([]);
    expect(xmlProblems("<a>1 < 2</a>")).not.toEqual([]);
    expect(xmlProblems("<a/><b/>")).not.toEqual([]);
  });
});
