import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { fetchAddresses, fetchOrder } from "@/lib/api/account";
import { fetchAvailableCoupons, fetchCart } from "@/lib/api/cart";
import { deliversTo } from "@/lib/api/pincode";
import type { Address } from "@/lib/api/schemas";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { parseOrderId } from "@/lib/order-id";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { PageMessages } from "@/components/i18n/page-messages";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { PendingPaymentBanner, isPayable } from "@/components/checkout/pending-payment-banner";

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ pending?: string | string[] }> };

/** The namespaces of the checkout's client islands (the address form is one of them). */
const CHECKOUT_NAMESPACES = ["Checkout", "Address"];

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { language } = await siteOf(params);
  const t = await getTranslations({ locale: language, namespace: "Checkout" });
  return { title: t("title"), robots: { index: false } };
}

/** An order the shopper left at a gateway: shown only when it is theirs and can still be paid. */
async function pendingOrder(id: string | string[] | undefined): Promise<OrderDetail | null> {
  const orderId = parseOrderId(id);
  if (orderId === null) return null;
  const order = await fetchOrder(serverFetch, orderId).catch(() => null);
  return order && isPayable(order) ? order : null;
}

/**
 * The address checkout starts with: the default, else the first, that the website delivers to. An
 * address it cannot deliver to is never chosen for the shopper; they may still pick it themselves.
 */
async function firstServedAddress(addresses: Address[]): Promise<Address | undefined> {
  const candidates = [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  const pincodes = [...new Set(candidates.map((address) => address.pincode))];
  const served = new Map(
    await Promise.all(pincodes.map(async (pincode) => [pincode, await deliversTo(serverFetch, pincode)] as const)),
  );
  return candidates.find((address) => served.get(address.pincode));
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const addresses = await fetchAddresses(serverFetch);
  const address = await firstServedAddress(addresses);
  const [cart, pending, coupons] = await Promise.all([
    fetchCart(serverFetch, { address_id: address?.id }, language),
    pendingOrder((await searchParams).pending),
    // Without the list the summary still works: the browser asks for it.
    fetchAvailableCoupons(serverFetch).catch(() => undefined),
  ]);
  const t = await getTranslations({ locale: language, namespace: "Checkout" });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-10">
      <h1 className="mb-5 text-2xl font-bold text-fg md:text-3xl">{t("title")}</h1>
      <PageMessages language={language} namespaces={CHECKOUT_NAMESPACES}>
        {pending && <PendingPaymentBanner order={pending} />}
        <CheckoutView addresses={addresses} initialAddressId={address?.id ?? null} initialCart={cart} initialCoupons={coupons} />
      </PageMessages>
    </div>
  );
}
