/** Reload the current page (SPEC §2: login, register and logout success reload). */
export function reloadPage(): void {
  window.location.reload();
}

/** Go to another page of this site (a full page load). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
