/** A full reload, so every server-rendered part shows the new pincode (its own module so tests can replace it). */
export function reloadPage() {
  window.location.reload();
}
