import { useMutation } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useAuth } from "../../lib/auth-context";
import { toVehicle, useChosenVehicle, type Vehicle } from "../../lib/chosen-vehicle";
import { sameVehicle } from "../../../../shared/vehicle-names";
import { AddGarageVehicleDocument, storeGarage } from "./api";
import { keepInBrowserGarage } from "./browser-garage";
import { garageInput } from "./merge-browser-garage";
import { useShopGarage } from "./use-garage";

/**
 * Keeps the vehicle shopped for (the chosen vehicle every page reads) and the garage in step, drawing
 * nothing: a vehicle chosen here goes into the garage (a visitor's in the browser, a customer's in the
 * shop, as its current); and once the shop's garage is read, its current vehicle is the one shopped for
 * here, so a customer's vehicle follows them from device to device.
 */
export function GarageKeeper() {
  const { status } = useAuth();
  const signedIn = status === "signedIn";
  const [vehicle, setVehicle] = useChosenVehicle();
  const { data } = useShopGarage(signedIn);
  const [add] = useMutation(AddGarageVehicleDocument, {
    update: (cache, { data: added }) => storeGarage(cache, added?.addGarageVehicle),
  });
  // The garage's current vehicle as this page last knew it; undefined until the shop's garage is read.
  const known = useRef<Vehicle | null | undefined>(undefined);

  useEffect(() => {
    if (!signedIn) known.current = undefined;
    if (status === "signedOut") {
      if (vehicle) keepInBrowserGarage(vehicle);
      return;
    }
    if (!data) return;
    if (known.current === undefined) {
      // The shop's garage, first read: its current vehicle is the one shopped for here too.
      const { vehicles, current } = data.garage;
      const stored = vehicles.find((kept) => kept.id === current?.id);
      known.current = stored ? toVehicle(stored) : null;
      if (known.current) {
        if (!vehicle || !sameVehicle(vehicle, known.current)) setVehicle(known.current);
        return;
      }
    }
    // A vehicle chosen here (or, in an empty garage, the one chosen before) goes in as the current one.
    if (!vehicle || (known.current && sameVehicle(known.current, vehicle))) return;
    known.current = vehicle;
    add({ variables: { vehicle: garageInput(vehicle) } }).catch(() => {
      // Not kept (the garage is full, or the shop out of reach): the choice still stands on this device.
      known.current = null;
    });
  }, [vehicle, setVehicle, status, signedIn, data, add]);

  return null;
}
