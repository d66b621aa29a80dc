import { useMemo } from "react";
import { toVehicle, type Vehicle } from "../../lib/chosen-vehicle";
import { refines, sameVehicle } from "../../../../shared/vehicle-names";
import { storedText } from "../../lib/stored-value";
import { GARAGE_MAX_VEHICLES } from "../../../../shared/garage-limits";

/**
 * A visitor's garage, kept in their browser until they sign in (then joined to their account's): the
 * vehicles they chose, the latest last. Past the limit the oldest makes room: a visitor is not asked to
 * tidy a garage they may not know they have.
 */
const stored = storedText("garage");

function parse(raw: string | null): Vehicle[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.flatMap((vehicle) => toVehicle(vehicle) ?? []) : [];
  } catch {
    return [];
  }
}

export const readBrowserGarage = (): Vehicle[] => parse(stored.read());

export function writeBrowserGarage(vehicles: Vehicle[]): void {
  stored.write(vehicles.length ? JSON.stringify(vehicles) : null);
}

/**
 * Puts the vehicle last (it is the one chosen now), once. One that tells more of the last kept (its
 * submodel or engine, chosen after its year) completes it, as the shop's garage does, rather than
 * keeping the same vehicle twice.
 */
export function keepInBrowserGarage(vehicle: Vehicle): void {
  const others = readBrowserGarage().filter((kept) => !sameVehicle(kept, vehicle));
  const last = others.at(-1);
  const kept = last && refines(last, vehicle) ? others.slice(0, -1) : others;
  writeBrowserGarage([...kept, vehicle].slice(-GARAGE_MAX_VEHICLES));
}

export function removeFromBrowserGarage(vehicle: Vehicle): void {
  writeBrowserGarage(readBrowserGarage().filter((kept) => !sameVehicle(kept, vehicle)));
}

/** The visitor's vehicles, re-read whenever they change (here or in another tab); none on the server. */
export function useBrowserGarage(): Vehicle[] {
  const raw = stored.useText(null);
  return useMemo(() => parse(raw), [raw]);
}
