// One toast per status change however many windows are open (decisions 53): core announces each
// change once, but every browser-mode tab hears the event. The first tab to claim the change's
// key (under a Web Lock, so two tabs cannot both see it unclaimed) shows the toast; the others
// stay quiet. Keys are kept in localStorage, the newest few hundred.
const storageKey = 'boarding-desk.announced-changes';
const keptKeys = 300;

function readKeys(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function claimNow(key: string): boolean {
  const keys = readKeys();
  if (keys.includes(key)) return false;
  try {
    localStorage.setItem(storageKey, JSON.stringify([...keys, key].slice(-keptKeys)));
  } catch {
    // Storage refused: this tab says it anyway; at worst another tab says it too.
  }
  return true;
}

/** Resolves true in exactly one window for a given `key`. */
export async function claimAnnouncement(key: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return claimNow(key);
  return navigator.locks.request(storageKey, () => claimNow(key));
}
