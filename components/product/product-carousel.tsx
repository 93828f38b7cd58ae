import type { Product } from "@/lib/api/schemas";
import { Carousel, type PerView } from "@/components/ui/carousel";
import { ProductCard } from "./product-card";

const PRODUCT_CAROUSEL_AUTOPLAY_MS = 2500;
/** From 640px 1 slide, from 768px 2, from 1024px 5; phones below 640px show two cards side by side. */
export const PRODUCT_CAROUSEL_PER_VIEW: PerView = { base: 2, sm: 1, md: 2, lg: 5 };

/** A row of product cards: autoplay every 2500 ms, 1/2/5 per view at 640/768/1024. */
export function ProductCarousel({ products, label }: { products: Product[]; label: string }) {
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
        <ProductCard key={product.product_id} product={product} className="carousel-card" />
      ))}
    />
  );
}
