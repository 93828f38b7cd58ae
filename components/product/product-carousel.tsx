import type { Product } from "@/lib/api/schemas";
import { Carousel, type PerView } from "@/components/ui/carousel";
import { ProductCard } from "./product-card";
import { productCardData } from "./product-card-data";

const PRODUCT_CAROUSEL_AUTOPLAY_MS = 2500;
/** From 640px 1 slide, from 768px 2, from 1024px 5; phones below 640px show two cards side by side. */
export const PRODUCT_CAROUSEL_PER_VIEW: PerView = { base: 2, sm: 1, md: 2, lg: 5 };

/**
 * A row of product cards: autoplay every 2500 ms, 1/2/5 per view at 640/768/1024. `mediaBase`: the
 * image CDN, for a row drawn in the browser (see productCardData).
 */
export function ProductCarousel({ products, label, mediaBase }: { products: Product[]; label: string; mediaBase?: string }) {
  if (products.length === 0) return null;
  return (
    <Carousel
      label={label}
      perView={PRODUCT_CAROUSEL_PER_VIEW}
      autoplayMs={PRODUCT_CAROUSEL_AUTOPLAY_MS}
      gap={12}
      loop={products.length > 5}
      controlsClassName="max-sm:hidden"
      slides={products.map((product) => (
        <ProductCard key={product.product_id} card={productCardData(product, mediaBase)} className="carousel-card" />
      ))}
    />
  );
}
