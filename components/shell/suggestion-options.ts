import type { Suggestions } from "@/lib/api/schemas";
import { brandPath, categoryPath, productPath, searchHref } from "@/lib/paths";

export type SuggestionOption =
  | { kind: "product"; href: string; label: string; image: string; price: number | null; packName: string | null }
  | { kind: "category" | "brand"; href: string; label: string }
  | { kind: "did-you-mean"; href: string; label: string };

/** The listbox's options in the order arrow keys walk them: products, categories, brands, or the closest name. */
export function suggestionOptions(suggestions: Suggestions | null): SuggestionOption[] {
  if (!suggestions) return [];
  const options: SuggestionOption[] = [
    ...suggestions.products.map((product) => ({
      kind: "product" as const,
      href: productPath(product.slug),
      label: product.name,
      image: product.image,
      price: product.price,
      packName: product.pack_name,
    })),
    ...suggestions.categories.map((category) => ({ kind: "category" as const, href: categoryPath(category.slug), label: category.name })),
    ...suggestions.brands.map((brand) => ({ kind: "brand" as const, href: brandPath(brand.slug), label: brand.name })),
  ];
  const closest = suggestions.did_you_mean;
  if (options.length === 0 && closest) options.push({ kind: "did-you-mean", href: searchHref(closest)!, label: closest });
  return options;
}
