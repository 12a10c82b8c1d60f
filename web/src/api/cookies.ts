/** Read one cookie value from document.cookie (undefined when absent). */
export function readCookie(name: string, cookie: string = document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return undefined;
}

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
