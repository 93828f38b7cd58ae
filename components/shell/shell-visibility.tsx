/**
 * A page hides parts of the shell (spec: show_footer / show_sub_navbar / show_navbar) by rendering
 * this. It emits a tiny <style> in the page's own output, so it works in the server-rendered HTML
 * (no flash, no JavaScript), and disappears with the page on client-side navigation.
 */
export function ShellVisibility({ navbar = true, subNavbar = true, footer = true }: { navbar?: boolean; subNavbar?: boolean; footer?: boolean }) {
  const hidden = [!navbar && "navbar", !subNavbar && "sub-navbar", !footer && "footer"].filter(Boolean) as string[];
  if (hidden.length === 0) return null;
  const css = `${hidden.map((part) => `[data-shell-part="${part}"]`).join(",")}{display:none!important}`;
  return <style data-shell-visibility={hidden.join(" ")}>{css}</style>;
}
