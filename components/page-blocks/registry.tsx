import type { PageComponent } from "@/lib/api/schemas";
import { BrandListBlock, CategoryGridBlock, SupplierCardsBlock } from "./catalogue-blocks";
import { ImageBlock, RichTextBlock } from "./content-blocks";
import { CardSliderBlock, HeroSliderBlock } from "./hero-slider";
import { ProductCarouselBlock } from "./product-carousel-block";
import type { Block, BlockContext } from "./types";

/** Every page-block type the storefront renders; the keys are normalised (lower case, letters and digits). */
export const BLOCKS: Record<string, Block> = {
  heroslider: HeroSliderBlock,
  hero: HeroSliderBlock,
  cardslider: CardSliderBlock,
  productcarousel: ProductCarouselBlock,
  productslider: ProductCarouselBlock,
  suppliercards: SupplierCardsBlock,
  suppliers: SupplierCardsBlock,
  richtext: RichTextBlock,
  html: RichTextBlock,
  text: RichTextBlock,
  image: ImageBlock,
  categorygrid: CategoryGridBlock,
  categories: CategoryGridBlock,
  brandlist: BrandListBlock,
  brands: BrandListBlock,
};

/** Blocks that draw no picture: a picture after them may still be the first thing a phone shows. */
const TEXT_BLOCKS = new Set<Block>([RichTextBlock, BrandListBlock]);

export function normaliseBlockType(type: string): string {
  return type.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export function blockFor(type: string): Block | null {
  return BLOCKS[normaliseBlockType(type)] ?? null;
}

/** The page's components in `order`; unknown types are skipped with a warning, never a crash. */
export function PageBlocks({ components, context }: { components: PageComponent[]; context: Omit<BlockContext, "index" | "firstPicture"> }) {
  const ordered = components
    .map((component, position) => ({ component, position, Render: blockFor(component.type) }))
    .sort((a, b) => a.component.order - b.component.order || a.position - b.position);
  const firstPicture = ordered.findIndex(({ Render }) => Render !== null && !TEXT_BLOCKS.has(Render));
  return (
    <>
      {ordered.map(({ component, position, Render }, index) => {
        if (!Render) {
          console.warn(`Skipping page block of unknown type "${component.type}" on ${context.path}`);
          return null;
        }
        return <Render key={`${component.type}-${position}`} component={component} context={{ ...context, index, firstPicture: index === firstPicture }} />;
      })}
    </>
  );
}
