import type { Metadata } from "next";
import Link from "next/link";
import { fetchCatalogueOptions, fetchConsoleProduct } from "@/lib/api/console/products";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { PackEditForm } from "@/components/console/pack-edit-form";
import { PackPhoto } from "@/components/console/pack-photo";
import { PackQuickEdit } from "@/components/console/pack-quick-edit";
import { ProductForm } from "@/components/console/product-form";
import { ProductPhotos } from "@/components/console/product-photos";
import { RecordTranslationsForm } from "@/components/console/record-translations";
import { fetchRecordTranslations } from "@/lib/api/console/translations";
import { recordOrNotFound } from "@/lib/record-or-not-found";
import { productPath } from "@/lib/paths";

export const metadata: Metadata = { title: "Edit a product" };

type Props = { params: Promise<{ id: string }> };

export default async function EditProductPage({ params }: Props) {
  await requireConsoleAccess();
  const [product, options] = await Promise.all([recordOrNotFound((await params).id, (id) => fetchConsoleProduct(serverFetch, id)), fetchCatalogueOptions(serverFetch)]);
  const translations = await fetchRecordTranslations(serverFetch, "product", product.id);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{product.name}</h1>
        {product.active && (
          <Link href={productPath(product.slug)} target="_blank" className="text-brand underline">
            See it on the storefront
          </Link>
        )}
      </header>
      <ProductForm options={options} product={product} />
      <RecordTranslationsForm translations={translations} label="Translations" />
      <ProductPhotos productId={product.id} productName={product.name} images={product.images} />
      <section aria-labelledby="pack-fields-heading" className="flex flex-col gap-3">
        <h2 id="pack-fields-heading" className="text-lg font-semibold">Packs: label, quantity, prices and barcode</h2>
        {product.packs.map((pack, index) => (
          <div key={pack.id} className="flex flex-col gap-3">
            <PackEditForm productName={product.name} pack={pack} index={index} />
            <PackPhoto productName={product.name} pack={pack} />
          </div>
        ))}
      </section>
      <section aria-labelledby="packs-heading" className="flex flex-col gap-3">
        <h2 id="packs-heading" className="text-lg font-semibold">Packs: price and stock</h2>
        {product.packs.map((pack) => (
          <PackQuickEdit key={pack.id} productName={product.name} pack={pack} />
        ))}
      </section>
    </div>
  );
}
