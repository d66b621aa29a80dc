import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import { LISTED_PRODUCT, type FitmentDocument, type ListedProduct } from "../../db/models";
import { fitmentStateOf, UNIVERSAL, vehicleKey, type ShopperVehicle } from "../../db/vehicle-keys";
import type { FitmentPosition, FitmentState, JobKind } from "../../../generated/shared/enums";
import { AXLE_SIDES, JOB_KITS, type Axle, type JobKitPiece } from "../../../shared/job-kits";
import { describeVehicle } from "../../../shared/vehicle-names";
import { lineCents, sumCents, toDollars } from "../common/money";
import type { CatalogueFacets } from "./catalogue-facets";

/** A kit's line as the schema's JobKitLine resolves it. */
export interface JobKitLineView {
  piece: string;
  partType: JobKitPiece["partType"];
  position: FitmentPosition;
  product: ListedProduct | null;
  quantity: number;
  warning: string | null;
}

export interface JobKitView {
  job: JobKind;
  name: string;
  lines: JobKitLineView[];
  total: number;
}

/**
 * The states a kit may choose a part in, best first: a sure fit, then a part that fits some of the
 * vehicle's submodels or engines (with a warning). A part that does not fit, or whose fitment is not
 * confirmed, is never put in a cart for the shopper.
 */
const CHOSEN_STATES: readonly FitmentState[] = ["FITS", "UNIVERSAL", "FITS_SOME"];

/** Where on an axle a fitment puts a part: the whole axle (its position, or none), or one side of it. */
type Placement = FitmentPosition;
const placedAt = (fitment: FitmentDocument, axle: Axle, placement: Placement) =>
  placement === axle
    ? fitment.position === undefined || fitment.position === axle
    : fitment.position === placement;

interface Choice {
  product: ListedProduct;
  state: FitmentState;
}

/**
 * The job kits of a vehicle: for each piece, the best part of its type that fits the vehicle at the
 * piece's position. Candidates are read through the `vehicleKeys` index, as the catalogue's vehicle
 * filter reads them (the vehicle in each stored spelling, and universal parts), narrowed to the kit's
 * part types; then each is judged by fitmentStateOf over its fitments at that position, the badge's rule.
 */
export class JobKits {
  constructor(
    private readonly db: Db,
    private readonly facets: CatalogueFacets,
  ) {}

  async kit(job: JobKind, vehicle: ShopperVehicle): Promise<JobKitView> {
    const { name, axle, pieces } = JOB_KITS[job];
    const keys = [...(await this.facets.vehiclesMatching(vehicle)).map(vehicleKey), UNIVERSAL];
    const candidates = await collection(this.db, "products")
      .find(
        { vehicleKeys: { $in: keys }, partType: { $in: pieces.map((piece) => piece.partType) } },
        { projection: LISTED_PRODUCT },
      )
      .toArray();
    const lines = pieces.flatMap((piece) =>
      linesOf(
        piece,
        axle,
        vehicle,
        candidates.filter((product) => product.partType === piece.partType),
      ),
    );
    const total = sumCents(
      lines.flatMap((line) => (line.product ? [lineCents(line.product.price, line.quantity)] : [])),
    );
    return { job, name, lines, total: toDollars(total) };
  }
}

/**
 * A piece's lines: one for the axle, or, for a piece sold a wheel that fits here only side by side (a
 * left and a right rotor), one a side. A per-wheel piece for the whole axle is taken twice.
 */
function linesOf(
  piece: JobKitPiece,
  axle: Axle,
  vehicle: ShopperVehicle,
  candidates: ListedProduct[],
): JobKitLineView[] {
  const choose = (placement: Placement, quantity: number) =>
    line(piece, placement, vehicle, quantity, best(candidates, axle, placement, vehicle, quantity));
  const whole = best(candidates, axle, axle, vehicle, piece.perWheel ? 2 : 1);
  if (whole || !piece.perWheel) return [choose(axle, piece.perWheel ? 2 : 1)];
  const sides = AXLE_SIDES[axle].map((side) => choose(side, 1));
  return sides.some((side) => side.product) ? sides : [choose(axle, 2)];
}

/** The best part at a placement: the surest fit, then one in stock for the quantity, then the cheapest. */
function best(
  candidates: ListedProduct[],
  axle: Axle,
  placement: Placement,
  vehicle: ShopperVehicle,
  quantity: number,
): Choice | undefined {
  const choices = candidates.flatMap((product) => {
    const fitments = product.fitments.filter((fitment) => placedAt(fitment, axle, placement));
    const state = fitmentStateOf({ fitments, universal: product.universal }, vehicle);
    return CHOSEN_STATES.includes(state) ? [{ product, state }] : [];
  });
  const rank = ({ product, state }: Choice) => [
    state === "FITS_SOME" ? 1 : 0,
    product.availableQuantity >= quantity ? 0 : 1,
    product.price,
  ];
  return choices.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  })[0];
}

function line(
  piece: JobKitPiece,
  placement: Placement,
  vehicle: ShopperVehicle,
  quantity: number,
  choice: Choice | undefined,
): JobKitLineView {
  const described = describeVehicle(vehicle);
  const what = piece.name.toLowerCase();
  const warning = !choice
    ? `No ${what} fits your ${described}`
    : choice.state === "FITS_SOME"
      ? `Check fitment: the ${what} fits some ${described}`
      : null;
  return {
    piece: piece.name,
    partType: piece.partType,
    position: placement,
    product: choice?.product ?? null,
    // A part sold by the pair or the case is added as the shop sells it.
    quantity: choice ? Math.max(quantity, choice.product.minimumOrderQuantity) : quantity,
    warning,
  };
}
