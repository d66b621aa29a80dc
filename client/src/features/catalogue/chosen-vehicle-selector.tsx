import { skipToken, useQuery } from "@apollo/client/react";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { useChosenVehicle } from "../../lib/chosen-vehicle";
import { VehiclesDocument, VehicleVariantsDocument } from "./api";
import { VehicleSelector } from "./vehicle-selector";

/** The vehicle selector bound to the shopper's stored vehicle, which the whole catalogue follows. */
export function ChosenVehicleSelector() {
  const [vehicle, setVehicle] = useChosenVehicle();
  const { data, error, refetch } = useQuery(VehiclesDocument);
  // Asked per year, make and model: telling a submodel or an engine changes nothing of the lists. A
  // failure only leaves them out; make, model and year are enough to shop with.
  const variants = useQuery(
    VehicleVariantsDocument,
    vehicle ? { variables: { year: vehicle.year, make: vehicle.make, model: vehicle.model } } : skipToken,
  );
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label="Loading vehicles…" />;
  return (
    <VehicleSelector
      makes={data.vehicles}
      value={vehicle}
      variants={variants.data?.vehicleVariants}
      onChange={setVehicle}
    />
  );
}
