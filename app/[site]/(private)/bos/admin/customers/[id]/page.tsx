import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ApiRequestError } from "@/lib/api/client";
import { fetchConsoleCustomer } from "@/lib/api/console/customers";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { parseOrderId } from "@/lib/order-id";
import { AddressView } from "@/components/account/address-view";
import { OrderCard } from "@/components/account/order-panels";
import { CONSOLE_CUSTOMERS_PATH } from "@/components/console/customers/customer-table";
import { listHref } from "@/components/console/orders/order-list-url";
import { OrderTable } from "@/components/console/orders/order-table";
import { ChevronLeftIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Customer", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

async function loadCustomer(id: string) {
  const customerId = parseOrderId(id) ?? notFound();
  try {
    return await fetchConsoleCustomer(serverFetch, customerId);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) notFound();
    throw error;
  }
}

export default async function ConsoleCustomerPage({ params }: Props) {
  await requireConsoleAccess();
  const { customer, addresses, orders } = await loadCustomer((await params).id);
  return (
    <div className="flex flex-col gap-5">
      <Link href={CONSOLE_CUSTOMERS_PATH} className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ChevronLeftIcon size={16} /> All customers
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-fg">{customer.name || customer.phone}</h1>
        <p className="text-sm text-fg-muted">
          {customer.phone}
          {customer.email ? ` · ${customer.email}` : ""}
        </p>
      </header>
      <OrderCard title={`Addresses (${addresses.length})`}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressView address={address} />
            </li>
          ))}
        </ul>
      </OrderCard>
      <section aria-labelledby="customer-orders" className="flex flex-col gap-3">
        <h2 id="customer-orders" className="text-lg font-semibold text-fg">
          Orders
        </h2>
        <OrderTable initial={orders} query={{ customer: String(customer.id) }} />
        {orders.meta.total > orders.data.length && (
          <Link href={listHref({}, { customer: String(customer.id) })} className="text-sm font-semibold text-brand hover:underline">
            All {orders.meta.total} orders
          </Link>
        )}
      </section>
    </div>
  );
}
