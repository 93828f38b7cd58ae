/** The website settings' sections, in the order of their navigation; the first is their home. */
export const WEBSITE_SETTINGS_SECTIONS = [
  { label: "Look", href: "/page-builder/website" },
  { label: "Navigation and footer", href: "/page-builder/website/navigation" },
  { label: "Popup", href: "/page-builder/website/popup" },
  { label: "Policies and legal", href: "/page-builder/website/policies" },
];
