import { getTranslations } from "next-intl/server";
import { AddressBlock, type AddressBlockProps } from "./address-block";

/** An address as a postal block on a server page, its phone line in the page's language. */
export async function AddressView(props: Omit<AddressBlockProps, "phoneLine">) {
  const t = await getTranslations("Address");
  return <AddressBlock {...props} phoneLine={t("phone", { phone: props.address.phone })} />;
}
