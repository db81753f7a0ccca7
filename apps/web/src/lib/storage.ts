import { DEFAULT_PAGE_SIZE, PAGE_SIZES, STORAGE_KEYS } from '@portal/domain';

/**
 * Local storage the portal keeps: the session token (kept in local storage, so a reload keeps the user signed in) and the lists'
 * page size and page number. Reads never throw (private mode, disabled storage).
 */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value == null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value lives for this page only
  }
}

type Listener = () => void;
const tokenListeners = new Set<Listener>();
const notifyToken = () => {
  for (const l of tokenListeners) l();
};

export const tokenStorage = {
  get: (): string | null => read(STORAGE_KEYS.token),
  set(token: string): void {
    write(STORAGE_KEYS.token, token);
    notifyToken();
  },
  remove(): void {
    write(STORAGE_KEYS.token, null);
    notifyToken();
  },
  /** Subscribes to token changes in this tab and in other tabs. */
  subscribe(listener: Listener): () => void {
    tokenListeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.token) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      tokenListeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

const isPageSize = (n: number) => (PAGE_SIZES as readonly number[]).includes(n);

export const pagingStorage = {
  getPageSize(): number {
    const n = Number(read(STORAGE_KEYS.pageSize));
    return isPageSize(n) ? n : DEFAULT_PAGE_SIZE;
  },
  setPageSize: (n: number) => write(STORAGE_KEYS.pageSize, String(n)),
  /** The page last shown of the list `list` (each list its own: a page of one list is no page of another). */
  getPageNumber(list: string): number {
    const n = Number(read(pageNumberKey(list)));
    return Number.isInteger(n) && n >= 1 ? n : 1;
  },
  setPageNumber: (list: string, n: number) => write(pageNumberKey(list), String(n)),
};

/** The titles an office screen showed when last drawn, as JSON (src/first-paint/shown-titles.ts). */
export const shownTitlesStorage = {
  get: (): string | null => read(STORAGE_KEYS.shownTitles),
  set: (json: string) => write(STORAGE_KEYS.shownTitles, json),
};

const pageNumberKey = (list: string) => `${STORAGE_KEYS.pageNumber}:${list}`;

/** What logout removes: the token, the saved page size, every list's saved page number and the titles last shown. */
export function clearSessionStorage(): void {
  write(STORAGE_KEYS.pageSize, null);
  write(STORAGE_KEYS.shownTitles, null);
  write(STORAGE_KEYS.pageNumber, null);
  for (const key of storedKeys()) if (key.startsWith(`${STORAGE_KEYS.pageNumber}:`)) write(key, null);
  tokenStorage.remove();
}

function storedKeys(): string[] {
  try {
    return Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i) ?? '');
  } catch {
    return [];
  }
}
