// tirada — la bandeja's service worker: keeps every file of the tray on the device when it is
// first opened, and answers from there, so the tray works with the network off. `tirada` writes
// the version (a hash of the files) and the list in when it serves or writes the tray; a new
// version replaces the old files whole.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = "tirada-bandeja-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tirada-bandeja-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The tray's own files from the kept copy (they change only with its version); any other
// request is left to the browser, as if there were no worker.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  const scope = new URL(self.registration.scope);
  if (event.request.method !== "GET" || url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const name = url.pathname.slice(scope.pathname.length) || "./";
  if (!FILES.includes(name)) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(name === "./" ? scope.href : new URL(name, scope).href))
    .then((kept) => kept || fetch(event.request)));
});
