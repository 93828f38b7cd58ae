import fs from "node:fs";
import path from "node:path";
import { avatarSvg } from "@/backend/media/svg/avatar";
import { bannerSvg } from "@/backend/media/svg/banner";
import { logoMarkSvg, logoSvg } from "@/backend/media/svg/logo";
import { packshotSvg } from "@/backend/media/svg/packshot";
import { noImagePng } from "@/backend/media/no-image-png";
import { ABOUT_BANNER, bannerIn, HERO_BANNERS, OFFER_BANNERS, POPUP_BANNER, type BannerDefinition } from "./banners";
import { CATEGORIES } from "./categories";
import { supplierAvatar } from "./catalogue";
import { planCatalogue } from "./products";
import { SUPPLIERS } from "./suppliers";
import { SITES, type SiteDefinition } from "./websites";

/** Bump when the drawings change, so existing media folders are redrawn. */
const MEDIA_VERSION = "4";
const MARKER = ".seed-media-version";

export interface MediaFile {
  path: string;
  content: string | Buffer;
}

function productImages(): MediaFile[] {
  return SITES.flatMap((site) =>
    planCatalogue(site.catalogue).flatMap((plan) => {
      const shot = (path: string, packLabel: string, variant: number): MediaFile => ({
        path,
        content: packshotSvg({ name: plan.name, brand: plan.brandName, packLabel, shape: plan.shape, palette: plan.palette, variant }),
      });
      const medias = plan.medias.map((src, index) => shot(src, plan.packs[0].name, index + 1));
      // The first pack's shot is the product's first image; the other packs get their own.
      const packShots = plan.packs.filter((pack) => !plan.medias.includes(pack.image)).map((pack) => shot(pack.image, pack.name, 1));
      return [...medias, ...packShots];
    }),
  );
}

function categoryImages(): MediaFile[] {
  return CATEGORIES.flatMap((category) =>
    [category, ...category.children].map((node) => ({
      path: `categories/${node.slug}.svg`,
      content: avatarSvg(node.name, category.palette.primary, "circle"),
    })),
  );
}

function siteImages(site: SiteDefinition): MediaFile[] {
  const banner = (definition: BannerDefinition, width: number, height: number, suffix = "") => ({
    path: `${site.banners}/${definition.file}${suffix}.svg`,
    content: bannerSvg({ ...definition, colours: site.colours, width, height }),
  });
  const ownSlides = [...HERO_BANNERS[site.catalogue], ...OFFER_BANNERS[site.catalogue]];
  // Each slide drawn again in the website's other languages, with their words.
  const slides = [...ownSlides, ...site.languages.slice(1).flatMap((language) => ownSlides.map((slide) => bannerIn(slide, language)))];
  const abouts = [ABOUT_BANNER, ...site.languages.slice(1).map((language) => bannerIn(ABOUT_BANNER, language))];
  return [
    { path: site.logo, content: logoSvg(site.name, site.colours, site.theme === "dark") },
    { path: site.favicon, content: logoMarkSvg(site.name, site.colours) },
    ...slides.flatMap((slide) => [banner(slide, 1600, 500), banner(slide, 800, 600, "-sm")]),
    banner(POPUP_BANNER, 800, 800),
    ...abouts.map((about) => banner(about, 1200, 600)),
  ];
}

/** Every demo image, drawn from the same definitions as the seed. */
export function seedMediaFiles(): MediaFile[] {
  return [
    ...productImages(),
    ...categoryImages(),
    ...SUPPLIERS.map((supplier) => ({ path: supplierAvatar(supplier.slug), content: avatarSvg(supplier.name, supplier.colour, "tile") })),
    ...SITES.flatMap(siteImages),
    { path: "no-image.png", content: noImagePng() },
  ];
}

/** Writes the demo images unless this version is already there; each file lands atomically. */
export function writeSeedMedia(directory: string, force = false): number {
  const marker = path.join(directory, MARKER);
  if (!force && fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === MEDIA_VERSION) return 0;
  const files = seedMediaFiles();
  for (const file of files) {
    const target = path.join(directory, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.content);
    fs.renameSync(temporary, target);
  }
  fs.writeFileSync(marker, MEDIA_VERSION);
  return files.length;
}
