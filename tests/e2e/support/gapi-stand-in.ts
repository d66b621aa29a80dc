import type { BrowserContext } from "playwright-core";

/**
 * Firebase's Google pop-up sign-in, against the Auth emulator, runs through a hidden helper frame that
 * both the Firebase SDK (in the shop's page) and the emulator's helper page build with Google's `gapi`
 * iframes library, fetched from https://apis.google.com/js/api.js. This machine has no internet, so the
 * Google journey serves this stand-in at that address instead: just the part of gapi.iframes both sides
 * use (open a frame, ping it, register handlers, send calls and get the handlers' answers), over
 * postMessage. Everything else in the journey is real: the app, the Firebase SDK, the pop-up, the
 * emulator's sign-in widget and its token.
 */
const GAPI_STAND_IN = String.raw`(() => {
  const TAG = "e2e-gapi-stand-in";

  // Calls to and from one peer window; calls for a name nobody has registered yet wait for it.
  function channel(peer) {
    const handlers = new Map();
    const waiting = new Map();
    const answers = new Map();
    let lastId = 0;
    const answer = (call, handler) =>
      Promise.resolve(handler(call.data)).then((result) =>
        peer().postMessage({ tag: TAG, kind: "answer", id: call.id, results: [result] }, "*"),
      );
    window.addEventListener("message", (event) => {
      const message = event.data;
      if (!message || message.tag !== TAG || event.source !== peer()) return;
      if (message.kind === "call") {
        const handler = handlers.get(message.name);
        if (handler) answer(message, handler);
        else waiting.set(message.name, [...(waiting.get(message.name) || []), message]);
      } else if (message.kind === "answer") {
        const callback = answers.get(message.id);
        answers.delete(message.id);
        // gapi swallows what a callback throws; the SDK's web-storage check relies on that (it throws
        // after answering).
        try {
          if (callback) callback(message.results);
        } catch (error) {
          console.debug("gapi stand-in: a callback threw", error);
        }
      }
    });
    return {
      register(name, handler) {
        handlers.set(name, handler);
        for (const call of waiting.get(name) || []) answer(call, handler);
        waiting.delete(name);
      },
      send(name, data, callback) {
        const id = ++lastId;
        answers.set(id, callback || (() => {}));
        peer().postMessage({ tag: TAG, kind: "call", id, name, data }, "*");
      },
    };
  }

  const context = {
    // The page's side: the SDK opens the emulator's helper frame and waits for it to answer.
    open(options, onOpened) {
      const frame = document.createElement("iframe");
      const { style, ...attributes } = options.attributes || {};
      Object.assign(frame.style, style || {});
      for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, String(value));
      let markReady;
      const ready = new Promise((resolve) => (markReady = resolve));
      window.addEventListener("message", (event) => {
        if (event.source === frame.contentWindow && event.data && event.data.tag === TAG && event.data.kind === "ready")
          markReady();
      });
      frame.src = options.url;
      options.where.appendChild(frame);
      const iframe = {
        ...channel(() => frame.contentWindow),
        restyle: () => Promise.resolve(),
        ping: (callback) => ready.then(() => callback()),
      };
      return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
    },
    // The helper frame's side: it talks to the page that opened it.
    getParentIframe() {
      window.parent.postMessage({ tag: TAG, kind: "ready" }, "*");
      return channel(() => window.parent);
    },
  };

  window.gapi = {
    load: (_modules, options) => setTimeout(() => (typeof options === "function" ? options() : options.callback())),
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: "cross-origin-iframes", getContext: () => context },
  };
  // The SDK names its callback in ?onload=; the emulator's helper page defines gapi_onload.
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  setTimeout(() => (onload ? window[onload]() : window.gapi_onload && window.gapi_onload()));
})();`;

/** Serves the stand-in for Google's gapi loader to every page and frame of the context. */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js*", (route) =>
    route.fulfill({ contentType: "text/javascript", body: GAPI_STAND_IN }),
  );
}
