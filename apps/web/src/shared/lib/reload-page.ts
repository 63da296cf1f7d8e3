/** Reloads the page (the spec's Try Again); a function of its own so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
