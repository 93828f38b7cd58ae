import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntentLink } from "@/components/ui/intent-link";
import { notFound } from "next/navigation";
import { getSiteProduct, getSiteProducts } from "@/lib/api/public-data";
import { brandPath, categoryPath, productPath } from "@/lib/paths";
import { imageUrl, openGraphImageUrl } from "@/lib/images";
import { breadcrumbJsonLd, productJsonLd, summarise } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/lib/seo/json-ld-script";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteOf, siteOrigin, type SiteParams } from "@/lib/site/page-site";
import type { SiteRef } from "@/lib/site/segment";
import { categoryTrail } from "@/lib/catalogue-filters";
import { Breadcrumbs, type Crumb } from "@/components/catalogue/breadcrumbs";
import { PackSelector } from "@/components/product/pack-selector";
import { ProductGallery } from "@/components/product/product-gallery";
import { RecentlyViewedWhenIdle, RelatedProductsWhenIdle } from "@/components/product/below-the-fold";
import { InfoList, RichText } from "@/components/ui/rich-text";
import { decodePathParam } from "@/lib/site/path-param";

/** `pack` comes from /products/{slug}?pack=ID (app/[site]/product-pack, lib/site/pack-route.ts). */
type Props = { params: Promise<SiteParams & { slug: string; pack?: string }> };

const RELATED_LIMIT = 12;

/** Public: built from the website's data only, the same for everyone (no request data may be read). */
export const dynamic = "error";

export function generateStaticParams() {
  return [];
}

async function load(ref: SiteRef, slug: string) {
  const product = await getSiteProduct(ref, decodePathParam(slug));
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { ref, site, language } = await siteOf(params);
  const [product, t] = await Promise.all([getSiteProduct(ref, decodePathParam(slug)), getTranslations({ locale: language, namespace: "Product" })]);
  if (!product) return { title: t("metaNotFound"), robots: { index: false } };
  const pack = product.packs[0];
  const fallback = t("metaDescription", {
    name: product.product_name,
    hasBrand: product.brand_name ? "yes" : "no",
    brand: product.brand_name ?? "",
    hasPrice: pack ? "yes" : "no",
    price: pack ? String(pack.price) : "",
  });
  const images = (product.medias.length > 0 ? product.medias.map((media) => media.src) : [product.image]).filter(Boolean).map((src) => openGraphImageUrl(src));
  return pageMetadata({
    site,
    origin: siteOrigin(site),
    path: productPath(product.slug),
    language,
    title: product.product_name,
    description: product.product_description ? summarise(product.product_description) : fallback,
    keywords: [product.product_name, product.brand_name, product.category_name].filter(Boolean).join(", "),
    images,
  });
}

export default async function ProductPage({ params }: Props) {
  const { slug, pack } = await params;
  const { ref, site, language, prefix } = await siteOf(params);
  const [product, t] = await Promise.all([load(ref, slug), getTranslations({ locale: language, namespace: "Catalogue" })]);
  // A pack of another product, or one no longer sold, leaves the page as it is without one.
  const addressedPackId = product.packs.find((item) => String(item.pack_id) === pack)?.pack_id;
  const origin = siteOrigin(site);
  const related = product.category_slug ? await getSiteProducts(ref, { c: product.category_slug, perPage: RELATED_LIMIT + 1 }).catch(() => null) : null;
  const categories = site.categories;
  const trail = product.category_slug ? categoryTrail(categories, product.category_slug) : [];
  const crumbs: Crumb[] = [
    { name: t("home"), href: "/" },
    ...(trail.length > 0
      ? trail.map((category) => ({ name: category.name, href: categoryPath(category.slug) }))
      : product.category_slug && product.category_name
        ? [{ name: product.category_name, href: categoryPath(product.category_slug) }]
        : []),
    { name: product.product_name, href: productPath(product.slug) },
  ];
  const category = product.category_name && product.category_slug ? { name: product.category_name, href: categoryPath(product.category_slug) } : null;
  const images = product.medias.length > 0 ? product.medias.map((media) => media.src) : product.image ? [product.image] : [];
  let relatedProducts = (related?.data ?? []).filter((item) => item.product_id !== product.product_id);
  // A small sub-category borrows from its parent category so the row is worth showing.
  const parent = trail.length > 1 ? trail[trail.length - 2] : null;
  if (relatedProducts.length < 5 && parent) {
    const wider = await getSiteProducts(ref, { c: parent.slug, perPage: RELATED_LIMIT + 1 }).catch(() => null);
    const seen = new Set(relatedProducts.map((item) => item.product_id));
    relatedProducts = [...relatedProducts, ...(wider?.data ?? []).filter((item) => item.product_id !== product.product_id && !seen.has(item.product_id))];
  }
  relatedProducts = relatedProducts.slice(0, RELATED_LIMIT);
  const siteName = site.web.name;

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
        <JsonLdScript data={productJsonLd(origin, product, images.map((src) => imageUrl(src, "large")), siteName, { delivery: site.delivery, returnPolicy: site.returnPolicy }, { language, prefix })} />
        <JsonLdScript data={breadcrumbJsonLd(origin, crumbs)} />
        <Breadcrumbs items={crumbs} className="mb-5" />
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery
            images={images}
            name={product.product_name}
            productId={product.product_id}
            addressedPackId={addressedPackId}
            packs={product.packs.map(({ pack_id, pack_name, image, in_stock }) => ({ pack_id, pack_name, image, in_stock }))}
          />
          <div className="min-w-0">
            {product.brand_name &&
              (product.brand_slug ? (
                <IntentLink
                  href={brandPath(product.brand_slug)}
                  className="inline-block rounded text-sm font-semibold uppercase tracking-wide text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {product.brand_name}
                  <span className="sr-only">{t("moreFromBrand")}</span>
                </IntentLink>
              ) : (
                <p className="text-sm font-semibold uppercase tracking-wide text-brand">{product.brand_name}</p>
              ))}
            <h1 className="mt-1 text-2xl font-extrabold leading-tight tracking-tight sm:text-3xl">{product.product_name}</h1>
            {category && (
              <p className="mt-2 text-sm text-fg-muted">
                {t.rich("inCategory", {
                  category: category.name,
                  link: (chunks) => (
                    <IntentLink href={category.href} className="font-medium text-fg hover:text-brand hover:underline">
                      {chunks}
                    </IntentLink>
                  ),
                })}
              </p>
            )}
            <div className="mt-6">
              {/* Only what the island uses: the description and medias stay out of its client props. */}
              <PackSelector product={{ product_id: product.product_id, product_name: product.product_name, wishlist: product.wishlist, packs: product.packs }} addressedPackId={addressedPackId} />
            </div>
            {(product.product_description || product.product_info) && (
              <div className="mt-8 space-y-6 border-t border-line pt-6">
                {product.product_description && (
                  <section aria-labelledby="product-description">
                    <h2 id="product-description" className="mb-2 text-lg font-bold">
                      {t("description")}
                    </h2>
                    <RichText content={product.product_description} className="text-[15px] text-fg-muted" />
                  </section>
                )}
                {product.product_info && (
                  <section aria-labelledby="product-info">
                    <h2 id="product-info" className="mb-2 text-lg font-bold">
                      {t("productInformation")}
                    </h2>
                    <InfoList content={product.product_info} className="text-sm" />
                  </section>
                )}
              </div>
            )}
          </div>
        </div>
        {relatedProducts.length > 0 && (
          <RelatedProductsWhenIdle
            ids={relatedProducts.map((item) => item.product_id)}
            seeAllHref={product.category_slug ? categoryPath(product.category_slug) : undefined}
            mediaBase={process.env.IMAGE_CDN_URL}
          />
        )}
      </div>
      {/* The shopper's own history: a client island after everything else, so it moves nothing on screen. */}
      <RecentlyViewedWhenIdle currentProductId={product.product_id} />
    </>
  );
}
