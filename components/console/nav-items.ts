/** The console's sections, in the order of its navigation; the first is its home. */
export const CONSOLE_NAV_ITEMS = [
  { label: "Dashboard", href: "/bos/admin" },
  { label: "Products", href: "/bos/admin/products" },
  { label: "Categories", href: "/bos/admin/categories" },
  { label: "Brands", href: "/bos/admin/brands" },
  { label: "Suppliers", href: "/bos/admin/suppliers" },
  { label: "Orders", href: "/bos/admin/orders" },
  { label: "Customers", href: "/bos/admin/customers" },
  { label: "Coupons", href: "/bos/admin/coupons" },
  { label: "Delivery", href: "/bos/admin/delivery" },
  { label: "Staff", href: "/bos/admin/staff" },
  { label: "Audit log", href: "/bos/admin/audit" },
];
