import type { Generated, Selectable } from "kysely";
import type { PaymentGateway } from "@/lib/api/schemas/orders";
import type { TranslatedRecord } from "@/lib/api/schemas/translations";
import type { NetUnit } from "@/lib/api/schemas/net-unit";
import type { ReturnFees, ReturnMethod } from "@/lib/api/schemas/return-policy";

/**
 * Conventions shared by both dialects: flags are integers 0/1 (better-sqlite3 cannot bind booleans),
 * money is integer paise, timestamps are ISO-8601 UTC text (they sort as text), JSON is stored as text.
 */
type Flag = number;
type Paise = number;
type IsoTime = string;
type JsonText = string;

interface WebsitesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  logo: string | null;
  favicon: string | null;
  theme: Generated<string>;
  font_family: Generated<string>;
  nav_alignment: string | null;
  /** #rrggbb; null keeps the store's default brand colour. */
  brand_color: string | null;
  /** scheme://host[:port] of the website's pages; null derives it from PUBLIC_ORIGIN and the first host. */
  public_origin: string | null;
  show_supplier_page: Generated<Flag>;
  show_cart: Generated<Flag>;
  /** The registered business name printed on tax invoices. */
  legal_name: string | null;
  /** The seller's GSTIN; its state is the state of the website's address. */
  gstin: string | null;
  /** Buyers may add their own GSTIN to their profile (wholesale websites). */
  accepts_business_gstin: Generated<Flag>;
  /** The website that answers every origin no host is bound to. */
  is_default: Generated<Flag>;
  /** Days a buyer has to return an item; 0 accepts no returns; null publishes no return policy. */
  return_days: number | null;
  return_method: ReturnMethod | null;
  return_fees: ReturnFees | null;
  /** Language codes the pages are offered in, separated by commas, the default first ("en,hi,kn"). */
  languages: Generated<string>;
  created_at: IsoTime;
}

interface WebsiteHostsTable {
  id: Generated<number>;
  website_id: number;
  /** Lower-case host name without port, e.g. wholesale.localhost */
  host: string;
}

export interface NavSettingsTable {
  website_id: number;
  nav_alignment: string | null;
  logo_settings: JsonText | null;
  search_setting: JsonText | null;
  navbar_height: Generated<number>;
  sub_navbar_height: Generated<number>;
  navbar_template: Generated<number>;
  header_template: Generated<number>;
  footer_name: string | null;
  show_cart_icon: Generated<Flag>;
  show_pincode: Generated<Flag>;
  show_login: Generated<Flag>;
  show_account: Generated<Flag>;
  show_logo: Generated<Flag>;
  show_register: Generated<Flag>;
  show_search_bar: Generated<Flag>;
}

export type MenuName = "navigation" | "footer";

/** Navigation and footer items share one shape; a footer's top-level items are the column headings. */
interface MenuItemsTable {
  id: Generated<number>;
  website_id: number;
  menu: MenuName;
  parent_id: number | null;
  group_no: Generated<number>;
  name: string;
  icon: string | null;
  show_icon: Generated<Flag>;
  link: string | null;
  value: string | null;
  image: string | null;
  position: Generated<number>;
}

/** A menu item's label in one of the website's other languages (migration 080). */
interface MenuItemTranslationsTable {
  id: Generated<number>;
  menu_item_id: number;
  language: string;
  name: string;
}

export interface SeoSettingsTable {
  website_id: number;
  og_title: string | null;
  og_description: string | null;
  og_image: string | null;
  meta_keywords: string | null;
}

export interface WebAddressesTable {
  website_id: number;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  phone: string | null;
  email: string | null;
  /** Number of the help link to WhatsApp, any spacing; null offers none. */
  whatsapp: string | null;
}

export interface PopupsTable {
  id: Generated<number>;
  website_id: number;
  image: string;
  link: string | null;
  duration: Generated<number>;
  once: Generated<Flag>;
  active: Generated<Flag>;
  /** ISO times; null leaves that end of the schedule open. */
  starts_at: string | null;
  ends_at: string | null;
  /** "all", "home" or "paths" (then the JSON list in `paths`). */
  show_on: Generated<string>;
  paths: Generated<string>;
}

interface PageRedirectsTable {
  id: Generated<number>;
  website_id: number;
  /** A page's earlier address, answered with a permanent redirect to the page's current one. */
  from_url: string;
  page_id: number;
}

interface WebPagesTable {
  id: Generated<number>;
  website_id: number;
  name: string;
  /** Path with a leading slash and no trailing slash ("/" for the home page). */
  url: string;
  css: string | null;
  show_footer: Generated<Flag>;
  show_sub_navbar: Generated<Flag>;
  show_navbar: Generated<Flag>;
  seo_title: string | null;
  seo_description: string | null;
  seo_keyword: string | null;
  schema_script: string | null;
  position: Generated<number>;
  active: Generated<Flag>;
}

interface PageComponentsTable {
  id: Generated<number>;
  page_id: number;
  type: string;
  name: string | null;
  data: JsonText | null;
  logicdata: JsonText | null;
  /** Sent to the storefront as text, as the API contract has it. */
  settings: JsonText | null;
  /** The block's texts in the website's other languages, keyed by language code (migration 085). */
  translations: JsonText | null;
  position: Generated<number>;
}

/** The page editor's draft of a page (migration 050); shoppers see page_components. */
interface PageDraftsTable {
  page_id: number;
  blocks_json: JsonText;
  /** One more with each save; a save names the revision it was based on. */
  revision: number;
  /** The draft differs from the published page. */
  changed: Generated<Flag>;
  updated_by: number | null;
  updated_at: IsoTime;
}

/** Every version of a page the editor published, numbered from 1 per page. */
interface PageVersionsTable {
  id: Generated<number>;
  page_id: number;
  version: number;
  blocks_json: JsonText;
  created_by: number | null;
  created_at: IsoTime;
}

interface CategoriesTable {
  id: Generated<number>;
  website_id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  avatar: string | null;
  position: Generated<number>;
  active: Generated<Flag>;
}

/** A catalogue record's texts in one of the website's other languages; null keeps the default language's. */
interface CatalogueTranslationsTable {
  id: Generated<number>;
  website_id: number;
  record_type: TranslatedRecord;
  record_id: number;
  language: string;
  name: string | null;
  description: string | null;
}

interface BrandsTable {
  id: Generated<number>;
  website_id: number;
  name: string;
  slug: string;
  logo: string | null;
}

interface SuppliersTable {
  id: Generated<number>;
  website_id: number;
  name: string;
  slug: string;
  link: string | null;
  avatar: string | null;
  image: string | null;
}

interface WarehousesTable {
  id: Generated<number>;
  website_id: number;
  name: string;
  city: string | null;
  active: Generated<Flag>;
}

/** A pincode a warehouse delivers to; its id is the cart's delivery_charge_id. */
interface WarehousePincodesTable {
  id: Generated<number>;
  warehouse_id: number;
  pincode: string;
  delivery_charge: Paise;
  free_delivery_above: Paise | null;
  active: Generated<Flag>;
  /** 0: the area takes no cash on delivery. */
  cod_enabled: Generated<Flag>;
  /** The largest order total the area takes cash on delivery for; null is no limit. */
  cod_limit: Generated<Paise | null>;
  /** The pincode's town and state, for filling in an address; null when not recorded. */
  city: Generated<string | null>;
  state: Generated<string | null>;
}

/** A daily delivery window of a warehouse, times as HH:MM in the store's local time. */
interface DeliverySlotsTable {
  id: Generated<number>;
  warehouse_id: number;
  start_time: string;
  end_time: string;
  /** Orders must be placed this many minutes before start_time to get the slot the same day. */
  cutoff_minutes: Generated<number>;
  position: Generated<number>;
  active: Generated<Flag>;
}

interface ProductsTable {
  id: Generated<number>;
  website_id: number;
  category_id: number | null;
  brand_id: number | null;
  supplier_id: number | null;
  name: string;
  slug: string;
  description: string | null;
  info: string | null;
  /** Higher sells more; the default order of listings without a search. */
  popularity: Generated<number>;
  active: Generated<Flag>;
  created_at: IsoTime;
  /** The product's or one of its packs' last change; null only before it is first written. */
  updated_at: Generated<IsoTime | null>;
  hsn_code: string | null;
  /** Percent: 0, 5, 12 or 18. Prices include it. */
  gst_rate: Generated<number>;
}

interface ProductMediasTable {
  id: Generated<number>;
  product_id: number;
  /** Path relative to the media root, e.g. products/basmati-rice-1.svg */
  src: string;
  position: Generated<number>;
}

interface PacksTable {
  id: Generated<number>;
  product_id: number;
  warehouse_id: number;
  name: string;
  price: Paise;
  act_price: Paise;
  /** Percent off act_price, rounded; 0 when there is none. */
  discount: Generated<number>;
  discount_type: string | null;
  position: Generated<number>;
  active: Generated<Flag>;
  /** The pack's own photo (media path); null when the product's images stand for it. */
  image: Generated<string | null>;
  /** Declared net quantity, in net_unit; both null when the pack declares none (then it has no unit price). */
  net_quantity: Generated<number | null>;
  net_unit: Generated<NetUnit | null>;
  /** GS1 GTIN-8/12/13/14 of the pack's barcode; null when the operator has not given one. */
  gtin: Generated<string | null>;
}

/** Units of a pack on a warehouse's shelf; never below zero. Placement takes from it, cancellation and expired holds give back. */
interface PackStockTable {
  pack_id: number;
  warehouse_id: number;
  quantity: number;
  updated_at: Generated<IsoTime | null>;
}

/** A signed-in shopper's request to be told when an out-of-stock pack returns; sent_at closes it. */
interface StockAlertsTable {
  id: Generated<number>;
  website_id: number;
  user_id: number;
  pack_id: number;
  created_at: IsoTime;
  sent_at: Generated<IsoTime | null>;
  /** The language of the page the request came from; null on requests made before languages. */
  language: Generated<string | null>;
}

type CouponKind = "percent" | "flat";

export interface CouponsTable {
  id: Generated<number>;
  website_id: number;
  /** Upper case. */
  code: string;
  description: string | null;
  kind: CouponKind;
  /** Percent for kind percent, paise for kind flat. */
  value: number;
  min_order: Generated<Paise>;
  max_discount: Paise | null;
  valid_from: IsoTime;
  valid_to: IsoTime;
  total_limit: number | null;
  per_customer_limit: number | null;
  active: Generated<Flag>;
  /** 1: never listed to shoppers; applies only when typed. */
  private: Generated<Flag>;
}

interface UsersTable {
  id: Generated<number>;
  name: string | null;
  /** Ten digits, no country code. */
  phone: string;
  email: string | null;
  superadmin: Generated<Flag>;
  has_admin_access: Generated<Flag>;
  is_sales_agent: Generated<Flag>;
  sales_agent_id: number | null;
  created_at: IsoTime;
  /** A business buyer's GSTIN, printed on their invoices. */
  gstin: Generated<string | null>;
}

interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 hex of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: number | null;
  website_id: number;
  pincode: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  /** A superadmin's chosen website: the session then works on it whatever the origin. */
  website_override_id: Generated<number | null>;
}

export type OtpPurpose = "login" | "register";

interface OtpCodesTable {
  id: Generated<number>;
  phone: string;
  website_id: number;
  /** HMAC-SHA256 hex of the code under the server's OTP secret. */
  code_hmac: string;
  purpose: OtpPurpose;
  pending_name: string | null;
  pending_email: string | null;
  attempts: Generated<number>;
  expires_at: IsoTime;
  consumed_at: IsoTime | null;
  created_at: IsoTime;
  client_ip: string;
}

interface CartsTable {
  id: Generated<number>;
  website_id: number;
  /** A guest's cart; null once it belongs to a customer. */
  session_id: number | null;
  user_id: number | null;
  coupon_code: string | null;
  notes: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

interface CartItemsTable {
  cart_id: number;
  pack_id: number;
  warehouse_id: number;
  quantity: number;
  created_at: IsoTime;
}

interface WishlistCategoriesTable {
  id: Generated<number>;
  user_id: number;
  website_id: number;
  name: string;
  created_at: IsoTime;
}

interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  /** null is the Default list. */
  wishlist_category_id: number | null;
  created_at: IsoTime;
}

/** One use of a coupon by an order; total and per-customer limits count these. */
interface CouponRedemptionsTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number | null;
  order_ref: string;
  created_at: IsoTime;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  website_id: number;
  name: string;
  phone: string;
  pincode: string;
  /** House and street. */
  line1: string;
  /** Area or locality. */
  line2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  is_default: Generated<Flag>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export type OrderStatus = "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
export type PaymentStatus = "pending" | "paid" | "failed" | "refund_initiated" | "refunded";

interface OrdersTable {
  id: Generated<number>;
  website_id: number;
  user_id: number;
  /** Shown to the customer, unique per website, e.g. AS-100123. */
  order_number: string;
  status: OrderStatus;
  payment_method: string;
  payment_status: PaymentStatus;
  amount: Paise;
  discount: Generated<Paise>;
  delivery_charge: Generated<Paise>;
  total: Paise;
  coupon_code: string | null;
  notes: string | null;
  /** The delivery address as it was when the order was placed. */
  address: JsonText;
  del_date: string | null;
  del_start_time: string | null;
  del_end_time: string | null;
  /** Sent by checkout so a retried submit does not place a second order; unique per user. */
  idempotency_key: string | null;
  placed_by_agent_id: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** The customer's GSTIN when the order was placed. */
  buyer_gstin: Generated<string | null>;
  cancel_reason: Generated<string | null>;
  /** An unpaid online order keeps its units until then; null once paid, and for cash orders. */
  stock_held_until: Generated<IsoTime | null>;
  /** When the order's units went back on the shelf (cancelled, or unpaid past its hold); set once. */
  stock_returned_at: Generated<IsoTime | null>;
  /** The address snapshot's pincode, for the console's filter; null only for orders that have no snapshot pincode. */
  delivery_pincode: Generated<string | null>;
}

interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  pack_id: number | null;
  name: string;
  pack_name: string;
  image: string | null;
  price: Paise;
  act_price: Paise;
  quantity: number;
  amount: Paise;
  /** The product's HSN code and GST rate when the order was placed. */
  hsn_code: Generated<string | null>;
  gst_rate: Generated<number>;
  /** The warehouse whose stock the line took. */
  warehouse_id: Generated<number | null>;
}

interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  note: string | null;
  created_at: IsoTime;
}

/** One delivery group of an order (a warehouse serving the address) with the slot the customer booked. */
interface OrderDeliveriesTable {
  id: Generated<number>;
  order_id: number;
  delivery_charge_id: number | null;
  /** The warehouse's name when the order was placed. */
  name: string;
  delivery_charge: Paise;
  del_date: string;
  del_start_time: string;
  del_end_time: string;
}

export type { PaymentGateway };
type PaymentAttemptStatus = "created" | "paid" | "failed";

/** One gateway order created to collect an order's payment; a retry may create another. */
interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  gateway: PaymentGateway;
  /** Unique per gateway: Razorpay's order_… id, or the order_id we gave Cashfree. */
  gateway_order_id: string;
  payment_id: string | null;
  amount: Paise;
  status: PaymentAttemptStatus;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A gateway report already applied (or refused); UNIQUE (gateway, event_id). */
interface PaymentEventsTable {
  id: Generated<number>;
  gateway: PaymentGateway;
  event_id: string;
  order_id: number | null;
  outcome: string;
  created_at: IsoTime;
}

/** The last order number's running part per website; taken with `last_sequence + 1` inside the placing transaction. */
interface OrderCountersTable {
  website_id: number;
  last_sequence: number;
}

/** One attempt a rate limit counts, e.g. bucket "coupon-try" and subject "cart:12". */
interface RateLimitEventsTable {
  id: Generated<number>;
  bucket: string;
  subject: string;
  created_at: IsoTime;
}

export type TaxDocumentKind = "invoice" | "credit_note";

/** The running part of a document series per website and financial year ("2026-27"), taken like order numbers. */
interface DocumentCountersTable {
  website_id: number;
  series: TaxDocumentKind;
  financial_year: string;
  last_sequence: number;
}

/** A tax invoice or credit note issued for an order; its contents are rebuilt from the order when printed. */
interface TaxDocumentsTable {
  id: Generated<number>;
  website_id: number;
  order_id: number;
  kind: TaxDocumentKind;
  /** At most 16 characters (GST): e.g. AS/2627/000123, or AS/C2627/00004 for a credit note */
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: IsoTime;
}

type RefundStatus = "initiated" | "processed" | "failed";

/** The refund of a cancelled order's online payment; one per order. */
interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  gateway: PaymentGateway;
  /** Our id for it, sent to the gateway (Razorpay receipt, Cashfree refund_id), so a retried call cannot refund twice. */
  refund_ref: string;
  gateway_refund_id: string | null;
  amount: Paise;
  status: RefundStatus;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** Append-only: one row per console write, inserted in the write's own transaction. */
interface AuditLogTable {
  id: Generated<number>;
  website_id: number;
  /** Null for the operator token, or once the user is deleted; the summary still names what was done. */
  actor_user_id: number | null;
  /** 1 when a script holding the operator token made the change (migration 041). */
  by_operator_token: Generated<number>;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  before_json: JsonText | null;
  after_json: JsonText | null;
  created_at: IsoTime;
}

/** The websites an admin-access user may run from the console (superadmins run every website). */
interface WebsiteStaffTable {
  website_id: number;
  user_id: number;
  created_at: IsoTime;
}

interface StoreMetaTable {
  key: string;
  value: string;
}

export interface Database {
  websites: WebsitesTable;
  website_hosts: WebsiteHostsTable;
  nav_settings: NavSettingsTable;
  menu_items: MenuItemsTable;
  menu_item_translations: MenuItemTranslationsTable;
  seo_settings: SeoSettingsTable;
  web_addresses: WebAddressesTable;
  popups: PopupsTable;
  web_pages: WebPagesTable;
  page_components: PageComponentsTable;
  page_drafts: PageDraftsTable;
  page_versions: PageVersionsTable;
  page_redirects: PageRedirectsTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  catalogue_translations: CatalogueTranslationsTable;
  suppliers: SuppliersTable;
  warehouses: WarehousesTable;
  warehouse_pincodes: WarehousePincodesTable;
  delivery_slots: DeliverySlotsTable;
  products: ProductsTable;
  product_medias: ProductMediasTable;
  packs: PacksTable;
  pack_stock: PackStockTable;
  stock_alerts: StockAlertsTable;
  coupons: CouponsTable;
  users: UsersTable;
  sessions: SessionsTable;
  store_meta: StoreMetaTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  wishlist_categories: WishlistCategoriesTable;
  wishlist_items: WishlistItemsTable;
  coupon_redemptions: CouponRedemptionsTable;
  otp_codes: OtpCodesTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  order_deliveries: OrderDeliveriesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  order_counters: OrderCountersTable;
  rate_limit_events: RateLimitEventsTable;
  document_counters: DocumentCountersTable;
  tax_documents: TaxDocumentsTable;
  refunds: RefundsTable;
  audit_log: AuditLogTable;
  website_staff: WebsiteStaffTable;
}

export type WebsiteRow = Selectable<WebsitesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type UserRow = Selectable<UsersTable>;
export type OtpCodeRow = Selectable<OtpCodesTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type CartRow = Selectable<CartsTable>;
export type AddressRow = Selectable<AddressesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type TaxDocumentRow = Selectable<TaxDocumentsTable>;
export type RefundRow = Selectable<RefundsTable>;
