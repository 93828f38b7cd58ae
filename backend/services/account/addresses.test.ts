import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from "./addresses";

withTestDatabase();

const NOW = new Date("2026-06-01T10:00:00.000Z");
const values = {
  name: "Asha Rao",
  phone: "9876543210",
  pincode: "560001",
  line1: "12 MG Road",
  line2: "",
  landmark: "",
  city: "Bengaluru",
  state: "Karnataka",
  is_default: false,
};

async function customer(phone: string) {
  const user = await getDb()
    .insertInto("users")
    .values({ name: null, phone, email: null, sales_agent_id: null, created_at: NOW.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { userId: user.id, websiteId: 1 };
}

describe("address results", () => {
  it("names an address that is not the customer's, for a change, a deletion and a new default", async () => {
    const asha = await customer("9876500031");
    const ravi = await customer("9876500032");
    const ravis = await createAddress(getDb(), ravi, values, NOW);
    for (const id of [ravis.id, 999_999]) {
      await expect(updateAddress(getDb(), asha, id, values, NOW)).resolves.toEqual({ ok: false, reason: "unknownAddress" });
      await expect(deleteAddress(getDb(), asha, id, NOW)).resolves.toEqual({ ok: false, reason: "unknownAddress" });
      await expect(setDefaultAddress(getDb(), asha, id, NOW)).resolves.toEqual({ ok: false, reason: "unknownAddress" });
    }
    await expect(updateAddress(getDb(), ravi, ravis.id, { ...values, city: "Mysuru" }, NOW)).resolves.toMatchObject({
      ok: true,
      address: { id: ravis.id, city: "Mysuru", is_default: true },
    });
    await expect(deleteAddress(getDb(), ravi, ravis.id, NOW)).resolves.toEqual({ ok: true });
  });
});
