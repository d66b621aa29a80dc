import { useCallback, useMemo } from "react";
import { storedText } from "./stored-value";

/** The vehicle a shopper is buying for: the catalogue filters by it and every product says if it fits. */
export interface Vehicle {
  make: string;
  model: string;
  year: number;
  /** Known for a vehicle from the garage that says it: a fitment narrowed to it then fits or does not. */
  submodel?: string | null;
  engine?: string | null;
}

/** Kept in the browser so the choice survives reloads and visits, as a shopper would expect. */
const stored = storedText("chosenVehicle");

/** A vehicle read back from storage: what a vehicle must be, or null for anything else. */
export function toVehicle(value: unknown): Vehicle | null {
  const { make, model, year, submodel, engine } = (value ?? {}) as Partial<Vehicle>;
  if (typeof make !== "string" || typeof model !== "string" || !Number.isInteger(year)) return null;
  return {
    make,
    model,
    year: year!,
    ...(typeof submodel === "string" && submodel && { submodel }),
    ...(typeof engine === "string" && engine && { engine }),
  };
}

function parse(raw: string | null): Vehicle | null {
  if (!raw) return null;
  try {
    return toVehicle(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The chosen vehicle as this moment's event handler sees it (components use useChosenVehicle). */
export const readChosenVehicle = (): Vehicle | null => parse(stored.read());

/**
 * The variables of a query whose products say whether they fit the shopper's vehicle: its fragments ask
 * for `fitmentState(vehicle: $vehicle) @include(if: $hasVehicle)`, so nothing is asked without one.
 */
export function fitVariables(vehicle: Vehicle | null) {
  return vehicle ? { vehicle, hasVehicle: true } : { hasVehicle: false };
}

/** The words every page uses for a vehicle, the same the server's messages use. */
export { describeVehicle } from "../../../shared/vehicle-names";

/** The chosen vehicle (null when none) and a setter (null forgets it); every user of it re-renders. */
export function useChosenVehicle(): [Vehicle | null, (vehicle: Vehicle | null) => void] {
  // Not known yet is no vehicle, as the server renders it.
  const raw = stored.useText(null);
  // Keyed on the stored text, so an unchanged choice keeps its identity for memoised users.
  const vehicle = useMemo(() => parse(raw), [raw]);
  const setVehicle = useCallback((next: Vehicle | null) => {
    stored.write(next && JSON.stringify(next));
  }, []);
  return [vehicle, setVehicle];
}
