import { useCallback, useMemo, useSyncExternalStore } from "react";

/** The vehicle a shopper is buying for: the catalogue filters by it and every product says if it fits. */
export interface Vehicle {
  make: string;
  model: string;
  year: number;
}

/** Kept in the browser so the choice survives reloads and visits, as a shopper would expect. */
const STORAGE_KEY = "chosenVehicle";
const CHANGE_EVENT = "shop:chosen-vehicle";

function parse(raw: string | null): Vehicle | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Vehicle>;
    return typeof value.make === "string" && typeof value.model === "string" && Number.isInteger(value.year)
      ? { make: value.make, model: value.model, year: value.year! }
      : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  // Other tabs change it through "storage"; this tab's own components through our event.
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const snapshot = () => localStorage.getItem(STORAGE_KEY);

export function describeVehicle(vehicle: Vehicle): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** The chosen vehicle (null when none) and a setter (null forgets it); every user of it re-renders. */
export function useChosenVehicle(): [Vehicle | null, (vehicle: Vehicle | null) => void] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  // Keyed on the stored text, so an unchanged choice keeps its identity for memoised users.
  const vehicle = useMemo(() => parse(raw), [raw]);
  const setVehicle = useCallback((next: Vehicle | null) => {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [vehicle, setVehicle];
}
