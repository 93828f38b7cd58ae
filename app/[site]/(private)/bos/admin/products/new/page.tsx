import type { Metadata } from "next";
import { fetchCatalogueOptions } from "@/lib/api/console/products";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { ProductForm } from "@/components/console/product-form";

export const metadata: Metadata = { title: "Add a product" };

export default async function NewProductPage() {
  await requireConsoleAccess();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Add a product</h1>
      <ProductForm options={await fetchCatalogueOptions(serverFetch)} />
    </div>
  );
}
