import { renderToStaticMarkup } from "react-dom/server";
import { pageComponentSchema, siteResponseSchema } from "@/lib/api/schemas";
import { RichTextBlock } from "./content-blocks";

const init = siteResponseSchema.parse({ web: { id: 1, name: "Shop" } });

describe("a rich text block in another language", () => {
  it("draws the translated text the page data carries through the same allow-list as the block's own", () => {
    // What /api/page/data?lang=hi answers for a block whose Hindi text a seller pasted with a script in it.
    const component = pageComponentSchema.parse({ type: "rich_text", order: 1, data: { html: '<p onclick="steal()">हमारी कहानी</p><script>steal()</script><img src=x onerror="steal()">' } });
    const html = renderToStaticMarkup(<RichTextBlock component={component} context={{ init, path: "/about-us", index: 0, firstPicture: false }} />);
    expect(html).toContain("हमारी कहानी");
    expect(html).not.toMatch(/script|onclick|onerror|steal/);
  });
});
