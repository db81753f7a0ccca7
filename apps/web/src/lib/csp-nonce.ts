/**
 * The style nonce of this page: the server puts it in `<meta property="csp-nonce">` and allows exactly it
 * in the Content-Security-Policy. Chromium hides nonce attributes from the DOM, so it is read through the
 * `nonce` property. Undefined in the dev server, which sends no policy.
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
