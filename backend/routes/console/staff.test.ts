import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { CONSOLE_STAFF_MESSAGES, staffListSchema, staffSavedSchema } from "@/lib/api/schemas/console/staff";

withTestDatabase();

const given = consoleTestContext();

const remove = (userId: number, cookie = given.admin, origin?: string) => post(`/api/console/staff/${userId}`, {}, cookie, { method: "DELETE", origin });
const staffList = async (cookie = given.admin, origin?: string) => staffListSchema.parse((await call("/api/console/staff", { cookie, origin })).json);
const userByPhone = (phone: string) => given.db.selectFrom("users").selectAll().where("phone", "=", phone).executeTakeFirst();
const latestStaffAudit = async () => auditListSchema.parse((await call("/api/console/audit?entity=staff&perPage=1", { cookie: given.admin })).json).data[0];

describe("POST /api/console/staff", () => {
  it("adds a new number as an account with admin access who may then run this website only, and logs it", async () => {
    const response = await post("/api/console/staff", { phone: "+91 98111 22233", name: "Anil Kumar" }, given.admin);
    expect(response.status).toBe(200);
    const { member, message } = staffSavedSchema.parse(response.json);
    expect(message).toBe(CONSOLE_STAFF_MESSAGES.invited);
    expect(member).toMatchObject({ name: "Anil Kumar", phone: "9811122233", website_id: 1, you: false });
    expect(await userByPhone("9811122233")).toMatchObject({ has_admin_access: 1, superadmin: 0 });

    // They sign in as every user does (an existing account takes the login code), and the console lets them in here only.
    const anil = (await signedInCookie("9811122233")).cookie;
    expect((await call("/api/console/context", { cookie: anil })).status).toBe(200);
    expect((await call("/api/console/context", { cookie: (await signedInCookie("9811122233", WHOLESALE_WEBSITE_ID)).cookie, origin: WHOLESALE_ORIGIN })).status).toBe(403);

    expect(await latestStaffAudit()).toMatchObject({ action: "invite", entity_id: String(member.user_id), actor: { name: "Meera Iyer" }, summary: "Added Anil Kumar (9811122233) to the staff (new account)" });
  });

  it("gives an existing customer admin access on this website, and refuses a number already on the staff", async () => {
    const response = await post("/api/console/staff", { phone: "9876543210" }, given.admin);
    expect(response.status).toBe(200);
    expect(await userByPhone("9876543210")).toMatchObject({ has_admin_access: 1 });
    expect(await post("/api/console/staff", { phone: "9876543210" }, given.admin)).toMatchObject({ status: 409, json: { message: CONSOLE_STAFF_MESSAGES.alreadyStaff } });
    const customer = (await userByPhone("9876543210"))!;
    expect((await remove(customer.id)).status).toBe(200);
  });

  it("refuses a number that is not a mobile number with the sign-in form's words", async () => {
    expect(await post("/api/console/staff", { phone: "12345" }, given.admin)).toMatchObject({ status: 400, json: { message: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9" } });
  });
});

describe("DELETE /api/console/staff/{id}", () => {
  it("takes a member off the staff: they lose the console and, on no other website's staff, admin access; logged", async () => {
    const { member } = staffSavedSchema.parse((await post("/api/console/staff", { phone: "9811100011", name: "Temporary Helper" }, given.admin)).json);
    const helper = (await signedInCookie("9811100011")).cookie;
    expect((await call("/api/console/context", { cookie: helper })).status).toBe(200);

    expect(await remove(member.user_id)).toMatchObject({ status: 200, json: { message: CONSOLE_STAFF_MESSAGES.removed } });
    expect((await call("/api/console/context", { cookie: helper })).status).toBe(403);
    expect(await userByPhone("9811100011")).toMatchObject({ has_admin_access: 0 });
    expect((await staffList()).data.map((row) => row.user_id)).not.toContain(member.user_id);
    expect(await latestStaffAudit()).toMatchObject({ action: "remove", entity_id: String(member.user_id), summary: "Removed Temporary Helper (9811100011) from the staff" });

    expect(await remove(member.user_id)).toMatchObject({ status: 404, json: { message: CONSOLE_STAFF_MESSAGES.notStaff } });
  });

  it("never lets a user remove themselves", async () => {
    const meera = (await userByPhone("9876543212"))!;
    const before = (await staffList()).data.length;
    expect(await remove(meera.id)).toMatchObject({ status: 409, json: { message: CONSOLE_STAFF_MESSAGES.removeSelf } });
    expect((await staffList()).data).toHaveLength(before);
    expect((await call("/api/console/context", { cookie: given.admin })).status).toBe(200);
  });
});

describe("who sees which staff", () => {
  it("shows an administrator their website's staff, themselves marked", async () => {
    const list = await staffList();
    expect(list.every_website).toBe(false);
    expect(new Set(list.data.map((row) => row.website_id))).toEqual(new Set([1]));
    expect(list.data.find((row) => row.you)).toMatchObject({ phone: "9876543212" });
  });

  it("shows a superadmin every website's staff", async () => {
    const { cookie } = await signedInCookie("9876543213");
    const list = await staffList(cookie);
    expect(list.every_website).toBe(true);
    expect(new Set(list.data.map((row) => row.website_id))).toEqual(new Set([1, WHOLESALE_WEBSITE_ID]));
  });

  it("keeps another website's administrator away from this website's staff: not listed, not removable (404, nothing changed)", async () => {
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const list = await staffList(other, WHOLESALE_ORIGIN);
    expect(list.data.every((row) => row.website_id === WHOLESALE_WEBSITE_ID)).toBe(true);

    const { member } = staffSavedSchema.parse((await post("/api/console/staff", { phone: "9811100022" }, given.admin)).json);
    expect(await remove(member.user_id, other, WHOLESALE_ORIGIN)).toMatchObject({ status: 404 });
    expect((await staffList()).data.map((row) => row.user_id)).toContain(member.user_id);
    // Adding on the wholesale website puts them on that website's staff, not this one's twice.
    expect((await post("/api/console/staff", { phone: "9811100022" }, other, { origin: WHOLESALE_ORIGIN })).status).toBe(200);
    const rows = await given.db.selectFrom("website_staff").select("website_id").where("user_id", "=", member.user_id).orderBy("website_id").execute();
    expect(rows.map((row) => row.website_id)).toEqual([1, WHOLESALE_WEBSITE_ID]);
  });
});
