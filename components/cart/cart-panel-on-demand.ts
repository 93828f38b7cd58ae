import { onDemand } from "@/components/dialogs/on-demand";

/** The cart panel's code, fetched when the panel first opens or the shopper reaches for the Cart button. */
export const cartPanelOnDemand = onDemand(() => import("./cart-panel").then((module) => module.CartPanel));
