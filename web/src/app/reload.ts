/** Reload the current page (SPEC §2: login, register and logout success reload). */
export function reloadPage(): void {
  window.location.reload();
}
