/** Reloads the current page: the error boundary's "Reload Page" (spec section 4). */
export function reloadPage(): void {
  window.location.reload();
}
