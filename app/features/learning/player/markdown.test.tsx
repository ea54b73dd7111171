import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";
import { safeHref } from "./safe-url";
import { ContentBlocks } from "./content-blocks";

const render = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe("lesson markdown", () => {
  it("gives each heading the anchor a review links to", () => {
    const html = render("## Choosing the **vein**\n\nText\n\n### Aftercare & documentation");
    expect(html).toContain('<h2 id="choosing-the-vein">');
    expect(html).toContain('<h3 id="aftercare-documentation">');
  });

  it("renders emphasis, lists and tables", () => {
    const html = render(
      "**Key part** and _site_\n\n1. one\n2. two\n\n| A | B |\n|---|---|\n| x | y |",
    );
    expect(html).toContain("<strong>Key part</strong>");
    expect(html).toContain("<em>site</em>");
    expect(html).toMatch(/<ol><li><span>one<\/span><\/li>/);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain("<td");
  });

  it("shows raw HTML as text instead of running it", () => {
    const html = render('<script>alert(1)</script>\n\nHi <img src=x onerror="alert(1)">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses javascript: and data: links but keeps safe ones", () => {
    const html = render(
      "[a](javascript:alert(1)) [b](data:text/html,hi) [c](JaVa\tScRiPt:alert(1)) [d](/contact) [e](https://www.nice.org.uk)",
    );
    expect(html).not.toMatch(/javascript|data:/i);
    expect(html).toContain('<a href="/contact">d</a>');
    expect(html).toContain('href="https://www.nice.org.uk/"');
    expect(html).toContain("<span>a</span>");
  });

  it("allows images from our site or https only", () => {
    expect(safeHref("/images/a.svg", "image")).toBe("/images/a.svg");
    expect(safeHref("data:image/png;base64,AAAA", "image")).toBeNull();
    expect(safeHref("http://example.org/a.png", "image")).toBeNull();
    expect(safeHref("//evil.example/a.png", "image")).toBeNull();
  });
});

describe("a lesson's header blocks", () => {
  it("carry the anchor a review links to", () => {
    const html = renderToStaticMarkup(
      <ContentBlocks
        blocks={[
          {
            type: "header",
            content: { text: "Choosing the vein (and why)" },
            metadata: { level: 2 },
          },
        ]}
      />,
    );
    expect(html).toContain('<h2 id="choosing-the-vein-and-why">');
  });
});
