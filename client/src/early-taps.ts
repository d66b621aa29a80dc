/**
 * Taps on the server's page before the app has taken it over. A link needs no script (the browser follows
 * it), but a button's handler is not there yet: a "Check if it fits" tapped on a slow phone would do
 * nothing, and a checkbox would tick in the browser while the app, once it starts, still holds it unticked.
 * Each such tap is held and, once React has the page, made again, so it does what the shopper meant.
 */
const CONTROLS = "button, input[type=checkbox], input[type=radio]";
const held: HTMLElement[] = [];

function hold(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  if (!(control instanceof HTMLElement) || control.matches(":disabled")) return;
  event.preventDefault();
  held.push(control);
}

/** From the page's first script on: taps on its controls are held. */
export function holdEarlyTaps(): void {
  document.addEventListener("click", hold, true);
}

/**
 * Once React has the page (`hydrateRoot` called; or a page drawn in the browser, which had nothing to tap):
 * the held taps, in order, and taps are held no more. React adopts the part of the page a tap lands on at
 * once, so each reaches its handler.
 */
export function replayEarlyTaps(): void {
  document.removeEventListener("click", hold, true);
  for (const control of held.splice(0)) if (control.isConnected) control.click();
}
