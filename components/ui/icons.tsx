import type { CSSProperties } from "react";
import { cx } from "@/components/ui/cx";

type IconProps = { size?: number; className?: string; style?: CSSProperties; "aria-hidden"?: boolean | "true" | "false" };

/** Sizes that have a class in app/icons.css; any other size goes into the style. */
const CLASS_SIZES = new Set([12, 14, 16, 18, 20, 22, 24, 28, 32, 36, 48]);

/**
 * An icon is an empty span whose drawing comes from its class (app/icons.css: a mask over the text
 * colour), so each costs a few bytes of HTML. Purely decorative: the control around it carries the
 * accessible name.
 */
function Icon({ name, size = 20, className, style, ...props }: IconProps & { name: string }) {
  const sized = CLASS_SIZES.has(size) ? `icon-${size}` : undefined;
  const own = sized ? style : { width: size, height: size, ...style };
  return <span aria-hidden="true" className={cx("icon", `icon-${name}`, size !== 20 ? sized : undefined, className)} style={own} {...props} />;
}

export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
export const CartIcon = (p: IconProps) => <Icon name="cart" {...p} />;
export const MapPinIcon = (p: IconProps) => <Icon name="map-pin" {...p} />;
export const UserIcon = (p: IconProps) => <Icon name="user" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon name="chevron-right" {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon name="chevron-left" {...p} />;
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => <Icon name={filled ? "heart-filled" : "heart"} {...p} />;
export const PlusIcon = (p: IconProps) => <Icon name="plus" {...p} />;
export const MinusIcon = (p: IconProps) => <Icon name="minus" {...p} />;
export const FilterIcon = (p: IconProps) => <Icon name="filter" {...p} />;
const HomeIcon = (p: IconProps) => <Icon name="home" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon name="mail" {...p} />;
export const CheckIcon = ({ bold, ...p }: IconProps & { bold?: boolean }) => <Icon name={bold ? "check-bold" : "check"} {...p} />;
export const InfoIcon = (p: IconProps) => <Icon name="info" {...p} />;
export const AlertIcon = (p: IconProps) => <Icon name="alert" {...p} />;
export const BellIcon = (p: IconProps) => <Icon name="bell" {...p} />;
export const StoreIcon = (p: IconProps) => <Icon name="store" {...p} />;
export const TruckIcon = (p: IconProps) => <Icon name="truck" {...p} />;
const LinkIcon = (p: IconProps) => <Icon name="link" {...p} />;
const FacebookIcon = (p: IconProps) => <Icon name="facebook" {...p} />;
const InstagramIcon = (p: IconProps) => <Icon name="instagram" {...p} />;
const TwitterIcon = (p: IconProps) => <Icon name="twitter" {...p} />;
const YoutubeIcon = (p: IconProps) => <Icon name="youtube" {...p} />;
const WhatsappIcon = (p: IconProps) => <Icon name="whatsapp" {...p} />;
const LinkedinIcon = (p: IconProps) => <Icon name="linkedin" {...p} />;

const NAMED: Record<string, (p: IconProps) => React.JSX.Element> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  twitter: TwitterIcon,
  x: TwitterIcon,
  youtube: YoutubeIcon,
  whatsapp: WhatsappIcon,
  linkedin: LinkedinIcon,
  phone: PhoneIcon,
  call: PhoneIcon,
  mail: MailIcon,
  email: MailIcon,
  home: HomeIcon,
  store: StoreIcon,
  shop: StoreIcon,
  cart: CartIcon,
  user: UserIcon,
  account: UserIcon,
  location: MapPinIcon,
  map: MapPinIcon,
  truck: TruckIcon,
  delivery: TruckIcon,
  info: InfoIcon,
  heart: HeartIcon,
  search: SearchIcon,
};

/** An icon by name as operators write it ('facebook', 'fa fa-facebook', 'mdi-phone'…); null if unknown. */
function namedIcon(name: string | null | undefined): ((p: IconProps) => React.JSX.Element) | null {
  const words = (name ?? "").toLowerCase().split(/[^a-z]+/).filter(Boolean);
  for (const word of words.reverse()) {
    if (NAMED[word]) return NAMED[word];
  }
  return null;
}

/** Renders the icon for an operator-written name, or the fallback (a link icon). */
export function NamedIcon({ name, ...props }: IconProps & { name: string | null | undefined }) {
  const render = namedIcon(name) ?? LinkIcon;
  return render(props);
}
