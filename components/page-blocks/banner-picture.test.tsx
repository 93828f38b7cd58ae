import { renderToString } from "react-dom/server";
import type { BannerItem } from "@/lib/api/schemas";
import { BannerPicture } from "./banner-picture";

const item = (image_sm: string | null) => ({ image: "banners/hero.svg", image_sm, link: "/products", title: "Hero" }) as BannerItem;
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);

describe("BannerPicture", () => {
  it("preloads an eager banner's narrow and wide pictures, each for its own screens", () => {
    const links = preloads(renderToString(<BannerPicture eager alt="Hero" item={item("banners/hero-sm.svg")} />));
    expect(links).toHaveLength(2);
    expect(links[0]).toContain('href="/s/media/large/banners/hero-sm.svg"');
    expect(links[0]).toContain('media="(max-width: 639px)"');
    expect(links[1]).toContain('href="/s/media/banners/hero.svg"');
    expect(links[1]).toContain('media="(min-width: 640px)"');
    for (const link of links) expect(link).toContain('fetchPriority="high"');
  });

  it("preloads a banner without a narrow picture for every screen", () => {
    const links = preloads(renderToString(<BannerPicture eager alt="Hero" item={item(null)} />));
    expect(links).toHaveLength(1);
    expect(links[0]).not.toContain("media=");
  });

  it("preloads nothing for a lazy banner", () => {
    expect(preloads(renderToString(<BannerPicture alt="Hero" item={item("banners/hero-sm.svg")} />))).toEqual([]);
  });

  it("shows a card-sized banner's narrow picture at every width", () => {
    const html = renderToString(<BannerPicture cardSized alt="Offer" item={item("banners/offer-sm.svg")} />);
    expect(html).not.toContain("<picture");
    expect(html).toContain('src="/s/media/large/banners/offer-sm.svg"');
    expect(html).not.toContain("banners/hero.svg");
  });
});
