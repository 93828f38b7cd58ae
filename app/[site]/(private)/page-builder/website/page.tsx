import type { Metadata } from "next";
import { fetchWebsiteLook } from "@/lib/api/console/website";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { SELF_HOSTED_FAMILIES } from "@/lib/fonts/families";
import { selfHostedFontFamily } from "@/lib/fonts/self-hosted";
import { WebsiteLookForm } from "@/components/console/website/look-form";
import { WebsitePictures } from "@/components/console/website/website-pictures";

export const metadata: Metadata = { title: "Look" };

export default async function WebsiteLookPage() {
  await requireConsoleAccess();
  const look = await fetchWebsiteLook(serverFetch);
  const fonts = Object.fromEntries(SELF_HOSTED_FAMILIES.map((family) => [family, selfHostedFontFamily(family) ?? family]));
  return (
    <div className="flex flex-col gap-8">
      <h2 className="text-xl font-bold text-fg">Look of {look.name}</h2>
      <WebsiteLookForm look={look} fonts={fonts} />
      <section aria-labelledby="pictures-heading" className="flex flex-col gap-4">
        <h3 id="pictures-heading" className="text-lg font-semibold text-fg">
          Logo and icon
        </h3>
        <WebsitePictures look={look} />
      </section>
    </div>
  );
}
