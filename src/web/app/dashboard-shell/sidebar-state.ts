import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S } from '../../../shared/constants';

/** docs/product.md#screens-and-routes: the sidebar starts collapsed; its state lives in the `sidebar:state` cookie. */
export function readSidebarOpen(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) === 'true';
}

export function writeSidebarOpen(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}
