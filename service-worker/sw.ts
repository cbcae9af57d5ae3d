/// <reference lib="webworker" />
// The service worker (built by app/serwist/[path]/route.ts with Serwist). Pages always come
// from the network: they carry live offers and, once hydrated, a member's session, so none is
// kept. What it keeps: this build's offline page and stylesheets (precached with revisions, so
// a deploy replaces them), the hashed scripts once used (cache-first: a name never changes
// content), and images (stale-while-revalidate). A new version waits until the visitor
// chooses to reload (components/overlays/service-worker.tsx).
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from "serwist";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const day = 24 * 60 * 60;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A waiting version takes over when the page asks (the "new version" toast's Reload).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: "static-chunks",
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * day })],
      }),
    },
    {
      // Same-origin only: the worker's own fetches answer to connect-src, which other image hosts are not in.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
      handler: new StaleWhileRevalidate({
        cacheName: "images",
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * day })],
      }),
    },
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [{ url: "/offline", matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();
