import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import { dialectOf } from "@/backend/db/dialect";
import { withTestDatabase } from "@/backend/test/database";
import { menuItemTranslationsMigration } from "./080-menu-item-translations";

withTestDatabase();

describe("080-menu-item-translations", () => {
  it("keeps one label per item and language, and a label goes with its item", async () => {
    const db = await ensureDatabase();
    const untyped = db as unknown as Kysely<unknown>;
    await menuItemTranslationsMigration.down(untyped, dialectOf(db));
    await menuItemTranslationsMigration.up(untyped, dialectOf(db));
    expect(await db.selectFrom("menu_item_translations").select("id").execute()).toEqual([]);

    const { id } = await db
      .insertInto("menu_items")
      .values({ website_id: 1, menu: "navigation", parent_id: null, name: "Festive", icon: null, link: "/", value: "/", image: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("menu_item_translations").values({ menu_item_id: id, language: "hi", name: "त्योहार" }).execute();
    // Matched by message: the driver's error class may come from another test file's load of it.
    await expect(db.insertInto("menu_item_translations").values({ menu_item_id: id, language: "hi", name: "पर्व" }).execute()).rejects.toMatchObject({
      message: expect.stringMatching(/unique|duplicate/i),
    });

    await db.deleteFrom("menu_items").where("id", "=", id).execute();
    expect(await db.selectFrom("menu_item_translations").select("id").where("menu_item_id", "=", id).execute()).toEqual([]);
  });
});
