/**
 * The page's only script: it starts the app (main.tsx) once the server's HTML has painted. A phone's
 * browser fetches module scripts and their preloads at high priority and Lighthouse counts them as
 * render-blocking, so with the app's 27 chunks in the HTML, every byte of script stood between the visitor
 * and a page the server had already drawn whole. Started from here, the app's chunks are asked for after
 * the first paint (Vite's import() preloads them side by side, as the HTML did).
 *
 * A hidden page (opened in a background tab) starts at once: a frame would wait until it is shown. Taps
 * on the page's buttons meanwhile are held for the app (early-taps.ts).
 */
import { holdEarlyTaps } from "./early-taps";

holdEarlyTaps();
const startApp = () => void import("./main");

if (document.visibilityState === "hidden") startApp();
// The frame's callback runs just before the paint; the task it queues, just after.
else requestAnimationFrame(() => setTimeout(startApp, 0));
