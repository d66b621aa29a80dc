/**
 * Products one cart may hold, a signed-in user's on the server and a visitor's in the browser alike: a
 * big repair with room to spare, and a bound on what pricing a cart costs. A visitor's cart over it would
 * be refused whole by the shop's preview, so the browser refuses the line that would pass it.
 */
export const CART_MAX_LINES = 50;

export const tooManyCartLines = () => `A cart holds at most ${CART_MAX_LINES} products`;
