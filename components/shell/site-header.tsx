import type { SiteData } from "@/lib/api/schemas";
import type { NavEntry } from "@/lib/navigation";
import { cx } from "@/components/ui/cx";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { AccountArea } from "./account-menu";
import { CartButton } from "./cart-button";
import { SearchBar, SearchToggle } from "./header-search";
import { Logo } from "./logo";
import { MenuButton } from "./mobile-drawer";
import { PincodeButton } from "./pincode-button";
import { SubNav } from "./sub-nav";

type HeaderTemplate = 1 | 2 | 3 | 4;

type SiteHeaderProps = {
  init: SiteData;
  navs: NavEntry[];
  /** The language menu, in every template (none when the website offers one language). */
  languageSwitcher?: React.ReactNode;
};

const container = "shell-row";

/** The first row's height, for the header bar grid (app/shell.css). */
const barStyle = (height: number) => ({ ["--bar-height" as string]: `${height}px` });

/**
 * The header bar in one of four arrangements (header_template 1–4) and the sub-navigation in one of
 * five styles (navbar_template 1–5); see docs/header-templates.md. Server-rendered; the pincode,
 * cart, search and account pieces are small client islands.
 */
export function SiteHeader({ init, navs, languageSwitcher }: SiteHeaderProps) {
  const { web, navSetting: s } = init;
  const template = (Math.min(4, Math.max(1, Math.round(s.header_template) || 1)) as HeaderTemplate);
  const height = s.navbar_height || 56;
  const searchWidth = s.search_setting.width || 100;
  const showCart = s.show_cart_icon && web.show_cart;

  const account = <AccountArea showAccount={s.show_account} showLogin={s.show_login} showRegister={s.show_register} compact={template === 3} />;
  const cart = showCart ? <CartButton /> : null;
  const actions = (
    <div className="header-actions">
      {languageSwitcher}
      {account}
      {cart}
    </div>
  );

  let bar: React.ReactNode;
  if (template === 1) {
    bar = (
      <div className={cx(container, "header-bar header-bar-centred", (s.show_search_bar || s.show_pincode) && "header-bar-two-rows")} style={barStyle(height)}>
        <MenuButton className="header-menu" />
        <Logo web={web} settings={s} maxHeight={height - 8} className="header-logo" />
        {s.show_pincode && (
          <div className="header-pincode-wide">
            <PincodeButton />
          </div>
        )}
        {s.show_search_bar && <SearchBar widthPercent={searchWidth} className="header-search" />}
        <div className="header-end">{actions}</div>
        {s.show_pincode && <PincodeButton variant="inline" className="header-pincode-narrow lg:hidden" />}
      </div>
    );
  } else if (template === 2) {
    bar = (
      <>
        <div className={cx(container, "grid grid-cols-[1fr_auto_1fr] items-center gap-3")} style={{ minHeight: height }}>
          <div className="flex items-center gap-2">
            <MenuButton />
            {s.show_pincode && (
              <div className="hidden sm:block">
                <PincodeButton />
              </div>
            )}
          </div>
          <Logo web={web} settings={s} maxHeight={height - 8} className="justify-self-center" />
          <div className="justify-self-end">{actions}</div>
        </div>
        <div className={cx(container, "flex flex-col items-center gap-2 pb-3")}>
          {s.show_search_bar && <SearchBar widthPercent={Math.min(searchWidth, 70)} className="max-md:max-w-full" />}
          {s.show_pincode && <PincodeButton variant="inline" className="sm:hidden" />}
        </div>
      </>
    );
  } else if (template === 3) {
    bar = (
      <>
        <div className={cx(container, "flex items-center gap-2 sm:gap-4")} style={{ minHeight: height }}>
          <MenuButton />
          <Logo web={web} settings={s} maxHeight={Math.min(height - 8, 44)} />
          {s.show_pincode && (
            <div className="hidden sm:block">
              <PincodeButton variant="inline" />
            </div>
          )}
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {s.show_search_bar && <SearchToggle widthPercent={searchWidth} />}
            {actions}
          </div>
        </div>
        {s.show_pincode && (
          <div className={cx(container, "pb-2 sm:hidden")}>
            <PincodeButton variant="inline" className="-ml-2" />
          </div>
        )}
      </>
    );
  } else {
    const { webAddress } = init;
    bar = (
      <>
        <div className="bg-brand text-brand-contrast">
          <div className={cx(container, "flex min-h-9 items-center justify-between gap-4 text-sm")}>
            {s.show_pincode ? <PincodeButton variant="strip" /> : <span>{web.name}</span>}
            <div className="hidden items-center gap-5 md:flex">
              {webAddress?.phone && (
                <a href={`tel:${webAddress.phone.replace(/\s+/g, "")}`} className="inline-flex items-center gap-1.5 hover:underline">
                  <PhoneIcon size={14} />
                  {webAddress.phone}
                </a>
              )}
              {webAddress?.email && (
                <a href={`mailto:${webAddress.email}`} className="inline-flex items-center gap-1.5 hover:underline">
                  <MailIcon size={14} />
                  {webAddress.email}
                </a>
              )}
            </div>
          </div>
        </div>
        <div className={cx(container, "header-bar header-bar-wide-gap", s.show_search_bar && "header-bar-two-rows")} style={barStyle(height)}>
          <MenuButton className="header-menu" />
          <Logo web={web} settings={s} maxHeight={height - 8} className="header-logo" />
          {s.show_search_bar && <SearchBar widthPercent={searchWidth} className="header-search" />}
          <div className="header-end">{actions}</div>
        </div>
      </>
    );
  }

  return (
    <>
      <header
        data-shell-part="navbar"
        data-header-template={template}
        className="site-header"
      >
        {bar}
      </header>
      <SubNav items={navs} template={s.navbar_template} height={s.sub_navbar_height || 40} />
    </>
  );
}
