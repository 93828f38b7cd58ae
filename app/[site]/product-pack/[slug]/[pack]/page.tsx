import ProductPage, { generateMetadata as productMetadata } from "../../../products/[slug]/page";

/** /products/{slug}?pack=ID as proxy.ts rewrites it (lib/site/pack-route.ts): the product page with that pack chosen. */
export const dynamic = "error";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = productMetadata;

export default ProductPage;
