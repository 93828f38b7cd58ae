/**
 * A page hides parts of the shell (its show_footer / show_sub_navbar / show_navbar settings) by
 * rendering this marker; a rule in globals.css hides the parts while the marker is in the page. It
 * works in the server-rendered HTML (no flash, no JavaScript) and ends with the page on client-side
 * navigation.
 */
export function ShellVisibility({ navbar = true, subNavbar = true, footer = true }: { navbar?: boolean; subNavbar?: boolean; footer?: boolean }) {
  const hidden = [!navbar && "navbar", !subNavbar && "sub-navbar", !footer && "footer"].filter(Boolean) as string[];
  if (hidden.length === 0) return null;
  return <div hidden data-hide-shell={hidden.join(" ")} />;
}
