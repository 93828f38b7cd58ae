/**
 * jsdom has no HTMLDialogElement.showModal()/close(). This stands in for the browser's behaviour the
 * modal relies on (the open attribute, a stack of modal dialogs, Escape firing a cancelable `cancel`
 * on the top one, `close` after closing) so component tests run the real component code. Browser
 * tests check the real element.
 */
export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === "undefined" || typeof HTMLDialogElement.prototype.showModal === "function") return;
  const modals: HTMLDialogElement[] = [];
  const topModal = () => modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);

  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException("The dialog is not connected.", "InvalidStateError");
    this.setAttribute("open", "");
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute("open");
    const index = modals.indexOf(this);
    if (index !== -1) modals.splice(index, 1);
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    const dialog = topModal();
    if (event.key !== "Escape" || !dialog) return;
    if (dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
  });
}
