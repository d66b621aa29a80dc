import type { Resolvers } from "../../../generated/server/graphql";
import { signedIn } from "../../services/common/request-context";
import { readVin } from "../../services/garage/vin-decoding";

export const garageResolvers: Resolvers = {
  Query: {
    garage: (_, __, ctx) => ctx.services.garage.get(signedIn(ctx)),
    decodeVin: (_, { vin }) => readVin(vin),
  },
  Mutation: {
    addGarageVehicle: (_, { vehicle }, ctx) => ctx.services.garage.add(signedIn(ctx), vehicle),
    removeGarageVehicle: (_, { id }, ctx) => ctx.services.garage.remove(signedIn(ctx), id),
    setCurrentVehicle: (_, { id }, ctx) => ctx.services.garage.setCurrent(signedIn(ctx), id),
    nameGarageVehicle: (_, { id, nickname }, ctx) => ctx.services.garage.name(signedIn(ctx), id, nickname),
    mergeGarage: (_, { vehicles, current }, ctx) =>
      ctx.services.garage.merge(signedIn(ctx), vehicles, current),
  },
  GarageVehicle: {
    id: (vehicle) => vehicle._id.toHexString(),
  },
};
