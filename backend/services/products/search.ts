import { sql, type Kysely, type RawBuilder } from "kysely";
import { dialectOf } from "@/backend/db/dialect";
import type { Database } from "@/backend/db/schema";
import { fts5Query, tsQuery } from "./search-terms";

/**
 * A derived table hits(product_id, score) of the products matching every term; higher score is more
 * relevant. SQLite: FTS5 with bm25 weighting name 10, brand 5, description 1. PostgreSQL: ts_rank over
 * the weighted search_document (name A, brand B, description C).
 */
export function searchHits(db: Kysely<Database>, terms: string[]): RawBuilder<{ product_id: number; score: number }> {
  if (dialectOf(db) === "postgres") {
    return sql`(select products.id as product_id, ts_rank(products.search_document, query) as score
      from products, to_tsquery('simple', ${tsQuery(terms)}) as query
      where products.search_document @@ query)`;
  }
  return sql`(select rowid as product_id, -bm25(product_search, 10.0, 5.0, 1.0) as score
    from product_search where product_search match ${fts5Query(terms)})`;
}
