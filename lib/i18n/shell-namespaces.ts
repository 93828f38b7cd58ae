/**
 * The message namespaces the client components of every page speak: the frame's, the cart panel's,
 * the product cards, prices, steppers and carousels that its dialogs and most pages show, the
 * filters (the drawer's category filter is on every page). A page's other namespaces stay on the server.
 */
export const SHELL_NAMESPACES: readonly string[] = ["Shell", "Product", "Cart", "Filters"];
