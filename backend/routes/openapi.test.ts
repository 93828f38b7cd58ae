import { call } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();

describe("GET /api/openapi.json", () => {
  it("describes every endpoint with its schemas", async () => {
    const response = await call("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = response.json as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/auth/logout",
        "/api/auth/me",
        "/api/auth/otp",
        "/api/auth/register",
        "/api/auth/verify",
        "/api/apply/coupon",
        "/api/cart",
        "/api/cart/add",
        "/api/cart/remove",
        "/api/cart/coupons",
        "/api/remove/coupon",
        "/api/wishlist",
        "/api/wishlist/products",
        "/api/wishlist/remove",
        "/api/wishlist/update",
        "/api/wishlistCategory",
        "/api/account/profile",
        "/api/account/addresses",
        "/api/account/addresses/{id}",
        "/api/account/addresses/{id}/default",
        "/api/account/orders",
        "/api/account/orders/{id}",
      "/api/account/orders/{id}/cancel",
      "/api/account/orders/{id}/credit-note.pdf",
      "/api/account/orders/{id}/invoice.pdf",
        "/api/account/orders/number/{order_number}",
        "/api/account/orders/{id}/order-again",
        "/api/account/buy-again",
        "/api/checkout/place",
        "/api/payments/razorpay/{id}",
        "/api/payments/razorpay/{id}/verify",
        "/api/payments/cashfree/{id}",
        "/api/payments/{id}/confirm",
        "/api/webhooks/razorpay",
        "/api/webhooks/cashfree",
        "/api/agent/dashboard",
        "/api/agent/orders/{id}",
        "/api/console/audit",
        "/api/console/brands",
        "/api/console/brands/{id}",
        "/api/console/brands/{id}/photo",
        "/api/console/context",
        "/api/console/coupons",
        "/api/console/coupons/{id}",
        "/api/console/dashboard",
        "/api/console/catalogue/options",
        "/api/console/categories",
        "/api/console/categories/{id}",
        "/api/console/categories/{id}/photo",
        "/api/console/products",
        "/api/console/products/{id}",
        "/api/console/staff",
        "/api/console/staff/{id}",
        "/api/console/warehouses",
        "/api/console/warehouses/{id}",
        "/api/console/warehouses/{id}/areas",
        "/api/console/warehouses/{id}/areas/{areaId}",
        "/api/console/warehouses/{id}/slots",
        "/api/console/warehouses/{id}/slots/{slotId}",
        "/api/console/suppliers",
        "/api/console/suppliers/{id}",
        "/api/console/suppliers/{id}/photo",
        "/api/console/translations/{record}/{id}",
        "/api/console/products/{id}/photos",
        "/api/console/packs/{id}",
        "/api/console/packs/{id}/photo",
        "/api/console/packs/{id}/stock",
        "/api/console/orders",
        "/api/console/orders/{id}",
        "/api/console/orders/{id}/status",
        "/api/console/packs.csv",
        "/api/console/orders/{id}/cancel",
        "/api/console/orders/{id}/invoice.pdf",
        "/api/console/orders/{id}/credit-note.pdf",
        "/api/console/customers",
        "/api/console/customers/{id}",
        "/api/console/website/look",
        "/api/console/website/logo",
        "/api/console/website/icon",
        "/api/console/website/policies",
        "/api/console/website/menus",
        "/api/console/website/menus/navigation",
        "/api/console/website/menus/footer",
        "/api/console/pages",
        "/api/console/pages/{id}",
        "/api/console/pages/{id}/editor",
        "/api/console/pages/{id}/draft",
        "/api/console/pages/{id}/publish",
        "/api/console/pages/{id}/preview",
        "/api/console/pages/{id}/versions",
        "/api/console/pages/{id}/versions/{version}/restore",
        "/api/websites",
        "/api/websites/switch",
        "/api/websites/{id}/return-policy",
        "/api/websites/{id}/switch",
        "/api/check/pincode/{pincode}",
        "/api/cookie",
        "/api/delivery/{pincode}",
        "/api/health",
        "/api/ready",
        "/api/init",
        "/api/operator/orders/{id}",
        "/api/operator/orders/{id}/status",
        "/api/site",
        "/api/visitor",
        "/api/operator/packs/{id}",
        "/api/operator/packs/{id}/stock",
        "/api/account/stock-alerts",
        "/api/operator/products/{id}",
        "/api/page/data/{path}",
        "/api/products",
        "/api/products/{slug}",
        "/api/search/suggest",
        "/api/sitemap",
        "/media/og/{path}.png",
        "/media/{path}",
        "/media/{size}/{path}",
      ].sort(),
    );
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) expect(operation.responses).toHaveProperty("200");
    }
    expect(doc.paths["/api/products"].get.parameters?.map((parameter) => parameter.name).sort()).toEqual(
      ["b", "c", "ids", "in_stock", "lang", "on_offer", "page", "perPage", "q", "s", "sort"],
    );
    const idsParameter = doc.paths["/api/products"].get.parameters?.find((parameter) => parameter.name === "ids");
    expect(idsParameter).toMatchObject({ in: "query", required: false, schema: { type: "string" } });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["Product", "Pack", "OperatorStock", "StockAlertList", "Category", "NavigationItem", "Init", "PageData", "PincodeCheck", "Error"]),
    );
  });
});
