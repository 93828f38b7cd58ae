import { englishTexts } from "@/testing/with-messages";
import { gallerySlides as slidesOf } from "./product-gallery";

const name = "Basmati Rice";
const t = englishTexts("Product");
const gallerySlides = (...args: Parameters<typeof slidesOf> extends [...infer Head, unknown] ? Head : never) =>
  slidesOf(...args, (index, count) => t("imageOf", { name, index, count }));
const images = ["rice-1.svg", "rice-2.svg", "rice-3.svg"];
const packs = [
  { pack_id: 1, pack_name: "500 g", image: "rice-1.svg" },
  { pack_id: 2, pack_name: "5 kg", image: "rice-5-kg.svg" },
  { pack_id: 3, pack_name: "10 kg", image: null },
];

it("leads with the chosen pack's photo and leaves out the other packs' photos", () => {
  expect(gallerySlides(images, name, packs, packs[1])).toEqual([
    { src: "rice-5-kg.svg", alt: "Basmati Rice, 5 kg" },
    { src: "rice-2.svg", alt: "Basmati Rice, image 1 of 2" },
    { src: "rice-3.svg", alt: "Basmati Rice, image 2 of 2" },
  ]);
  expect(gallerySlides(images, name, packs, packs[0]).map((slide) => slide.src)).toEqual(["rice-1.svg", "rice-2.svg", "rice-3.svg"]);
});

it("shows the product's own images for a pack without a photo, and something for a product without any", () => {
  expect(gallerySlides(images, name, packs, packs[2]).map((slide) => slide.src)).toEqual(["rice-2.svg", "rice-3.svg"]);
  expect(gallerySlides(["only.svg"], name, [{ pack_id: 1, pack_name: "1 kg", image: "only.svg" }], { pack_id: 9, pack_name: "2 kg", image: null })).toEqual([
    { src: "only.svg", alt: "Basmati Rice" },
  ]);
  expect(gallerySlides([], name, [], undefined)).toEqual([{ src: "", alt: "Basmati Rice" }]);
});
