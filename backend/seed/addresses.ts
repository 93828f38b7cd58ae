import type { Insertable, Kysely } from "kysely";
import type { AddressesTable, Database } from "@/backend/db/schema";
import { daysAfterEpoch } from "./clock";

type AddressPlan = Omit<Insertable<AddressesTable>, "user_id" | "website_id" | "created_at" | "updated_at">;

/** Delivery addresses of the demo customers on the retail website; the first of each is the default. */
const ADDRESSES: Record<string, AddressPlan[]> = {
  "9876543210": [
    { name: "Asha Rao", phone: "9876543210", pincode: "560034", line1: "Flat 402, Lakeview Residency, 17th Main", line2: "Koramangala 6th Block", landmark: "Near Forum Mall", city: "Bengaluru", state: "Karnataka" },
    { name: "Asha Rao (office)", phone: "9876543210", pincode: "560001", line1: "3rd Floor, Prestige Tower, 99 Residency Road", line2: "Shanthala Nagar", landmark: null, city: "Bengaluru", state: "Karnataka" },
  ],
  "9876543212": [
    { name: "Meera Iyer", phone: "9876543212", pincode: "400001", line1: "12 Marine Chambers, Veer Nariman Road", line2: "Fort", landmark: "Opposite Horniman Circle", city: "Mumbai", state: "Maharashtra" },
  ],
  "9876543214": [
    { name: "Priya Nair", phone: "9876543214", pincode: "560001", line1: "No. 8, 2nd Cross, Richmond Town", line2: "Langford Gardens", landmark: "Behind Bishop Cotton School", city: "Bengaluru", state: "Karnataka" },
    { name: "Priya's parents", phone: "9447012345", pincode: "560034", line1: "221, 5th Main, 1st Block", line2: "Koramangala", landmark: null, city: "Bengaluru", state: "Karnataka" },
  ],
  "9876543215": [
    { name: "Rahul Verma", phone: "9876543215", pincode: "400001", line1: "Flat 6B, Sea Breeze Apartments, Colaba Causeway", line2: "Colaba", landmark: "Near Regal Cinema", city: "Mumbai", state: "Maharashtra" },
  ],
  "9876543216": [
    { name: "Fatima Shaikh", phone: "9876543216", pincode: "560034", line1: "14, 80 Feet Road, 4th Block", line2: "Koramangala", landmark: "Next to Sony World signal", city: "Bengaluru", state: "Karnataka" },
  ],
  "9876543217": [
    { name: "Karan Mehta", phone: "9876543217", pincode: "400001", line1: "22 Bharat House, Mumbai Samachar Marg", line2: "Fort", landmark: null, city: "Mumbai", state: "Maharashtra" },
  ],
};

export async function insertAddresses(db: Kysely<Database>, websiteId: number, userIds: Map<string, number>) {
  for (const [phone, plans] of Object.entries(ADDRESSES)) {
    for (const [index, plan] of plans.entries()) {
      const created = daysAfterEpoch(-150 + index);
      await db
        .insertInto("addresses")
        .values({ ...plan, user_id: userIds.get(phone)!, website_id: websiteId, is_default: index === 0 ? 1 : 0, created_at: created, updated_at: created })
        .execute();
    }
  }
}
