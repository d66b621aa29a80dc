/**
 * Vehicles one garage keeps, a signed-in customer's on the server and a visitor's in the browser alike: a
 * household's cars and a workshop's regulars, and a bound on what a garage costs to read.
 */
export const GARAGE_MAX_VEHICLES = 10;

export const garageFull = () =>
  `Your garage holds at most ${GARAGE_MAX_VEHICLES} vehicles: remove one to add another`;
