import type { ExpressionBuilder } from "kysely";
import type { Database } from "@/backend/db/schema";

/** The product's first image (by position), as a column of a query that joins `products`. */
export const firstImage = (eb: ExpressionBuilder<Database, "products">) =>
  eb
    .selectFrom("product_medias")
    .select("src")
    .whereRef("product_medias.product_id", "=", "products.id")
    .orderBy("position")
    .orderBy("id")
    .limit(1)
    .as("image");
