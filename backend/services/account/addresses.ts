import type { Kysely } from "kysely";
import type { AddressRow, Database } from "@/backend/db/schema";
import type { z } from "zod";
import type { Address, addressBodySchema } from "@/lib/api/schemas/account";
import { lockUser } from "@/backend/services/users";
import type { SignedInCustomer } from "./owner";
import type { Result } from "@/backend/services/result";

export { ADDRESS_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

type AddressValues = z.output<typeof addressBodySchema>;

/** `unknownAddress`: no address of the customer's has that id. */
export type SavedAddressResult = Result<{ address: Address }, "unknownAddress">;
export type DeletedAddressResult = Result<object, "unknownAddress">;
const unknownAddress = { ok: false, reason: "unknownAddress" } as const;

export const addressWire = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  pincode: row.pincode,
  line1: row.line1,
  line2: row.line2 ?? "",
  landmark: row.landmark ?? "",
  city: row.city,
  state: row.state,
  is_default: row.is_default === 1,
});

const ownAddresses = (db: Kysely<Database>, owner: SignedInCustomer) =>
  db.selectFrom("addresses").where("user_id", "=", owner.userId).where("website_id", "=", owner.websiteId);

/** The default address first, then the newest. */
export async function listAddresses(db: Kysely<Database>, owner: SignedInCustomer): Promise<Address[]> {
  const rows = await ownAddresses(db, owner).selectAll().orderBy("is_default", "desc").orderBy("id", "desc").execute();
  return rows.map(addressWire);
}

/** Someone else's address answers exactly like a missing one. */
const findOwn = (db: Kysely<Database>, owner: SignedInCustomer, id: number): Promise<AddressRow | undefined> =>
  ownAddresses(db, owner).selectAll().where("id", "=", id).executeTakeFirst();

async function savedAddress(db: Kysely<Database>, owner: SignedInCustomer, id: number): Promise<Address> {
  const row = await findOwn(db, owner, id);
  if (!row) throw new Error(`Address ${id} was saved but cannot be read back`);
  return addressWire(row);
}

async function makeDefault(db: Kysely<Database>, owner: SignedInCustomer, id: number, now: Date) {
  await db
    .updateTable("addresses")
    .set({ is_default: 0 })
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .where("id", "!=", id)
    .execute();
  await db.updateTable("addresses").set({ is_default: 1, updated_at: now.toISOString() }).where("id", "=", id).execute();
}

const columns = (values: AddressValues) => ({
  name: values.name,
  phone: values.phone,
  pincode: values.pincode,
  line1: values.line1,
  line2: values.line2 || null,
  landmark: values.landmark || null,
  city: values.city,
  state: values.state,
});

/** The first address becomes the default whatever the flag says. */
export async function createAddress(db: Kysely<Database>, owner: SignedInCustomer, values: AddressValues, now = new Date()): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, owner.userId);
    const existing = await ownAddresses(trx, owner).select("id").limit(1).executeTakeFirst();
    const { id } = await trx
      .insertInto("addresses")
      .values({
        ...columns(values),
        user_id: owner.userId,
        website_id: owner.websiteId,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (values.is_default || !existing) await makeDefault(trx, owner, id, now);
    return savedAddress(trx, owner, id);
  });
}

export async function updateAddress(
  db: Kysely<Database>,
  owner: SignedInCustomer,
  id: number,
  values: AddressValues,
  now = new Date(),
): Promise<SavedAddressResult> {
  return db.transaction().execute(async (trx): Promise<SavedAddressResult> => {
    await lockUser(trx, owner.userId);
    if (!(await findOwn(trx, owner, id))) return unknownAddress;
    await trx.updateTable("addresses").set({ ...columns(values), updated_at: now.toISOString() }).where("id", "=", id).execute();
    if (values.is_default) await makeDefault(trx, owner, id, now);
    return { ok: true, address: await savedAddress(trx, owner, id) };
  });
}

/** Deleting the default hands the flag to the newest remaining address. */
export async function deleteAddress(db: Kysely<Database>, owner: SignedInCustomer, id: number, now = new Date()): Promise<DeletedAddressResult> {
  return db.transaction().execute(async (trx): Promise<DeletedAddressResult> => {
    await lockUser(trx, owner.userId);
    const row = await findOwn(trx, owner, id);
    if (!row) return unknownAddress;
    await trx.deleteFrom("addresses").where("id", "=", id).execute();
    if (row.is_default !== 1) return { ok: true };
    const next = await ownAddresses(trx, owner).select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
    if (next) await makeDefault(trx, owner, next.id, now);
    return { ok: true };
  });
}

export async function setDefaultAddress(db: Kysely<Database>, owner: SignedInCustomer, id: number, now = new Date()): Promise<SavedAddressResult> {
  return db.transaction().execute(async (trx): Promise<SavedAddressResult> => {
    await lockUser(trx, owner.userId);
    if (!(await findOwn(trx, owner, id))) return unknownAddress;
    await makeDefault(trx, owner, id, now);
    return { ok: true, address: await savedAddress(trx, owner, id) };
  });
}
