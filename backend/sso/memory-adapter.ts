import "server-only";
import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";

/** Entries kept at most: the local provider serves a few demo sign-ins, never a crowd. */
const maxEntries = 10_000;

interface Entry {
  readonly payload: AdapterPayload;
  readonly expiresAt: number;
}

/**
 * oidc-provider's storage (sessions, interactions, codes, grants) in this process's memory, for
 * the local identity provider that stands in for a program's own on one machine. Memory is the
 * right place for it: its sign-ins may end with a restart, and it runs in one process only
 * (start-local-identity-provider.ts). Named explicitly, the library no longer warns every start
 * that it fell back to its "development-only" adapter (docs/decisions/0066).
 */
export function memoryAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();

  function live(key: string): AdapterPayload | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now()) return entry.payload;
    entries.delete(key);
    return undefined;
  }

  return (model: string): Adapter => {
    const prefix = `${model}:`;
    const keyOf = (id: string) => `${prefix}${id}`;
    /** The first live entry of this model whose payload matches. */
    const findBy = (matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined => {
      for (const key of entries.keys()) {
        if (!key.startsWith(prefix)) continue;
        const payload = live(key);
        if (payload && matches(payload)) return payload;
      }
      return undefined;
    };
    return {
      upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.delete(key);
        entries.set(key, {
          payload,
          expiresAt: expiresIn === undefined ? Number.POSITIVE_INFINITY : now() + expiresIn * 1000,
        });
        // The oldest first: Map keeps insertion order, and an upsert moves its entry to the end.
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(live(keyOf(id))),
      findByUid: (uid) => Promise.resolve(findBy((payload) => payload.uid === uid)),
      findByUserCode: (userCode) => Promise.resolve(findBy((payload) => payload.userCode === userCode)),
      consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
        return Promise.resolve();
      },
      destroy(id) {
        entries.delete(keyOf(id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          if (key.startsWith(prefix) && entry.payload.grantId === grantId) entries.delete(key);
        }
        return Promise.resolve();
      },
    };
  };
}
