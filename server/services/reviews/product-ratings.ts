import type { Db, ObjectId } from "mongodb";
import { collection } from "../../db/collections";
import type { VehicleDocument } from "../../db/models";
import { Batcher } from "../common/batcher";

/** A part's rating (Product.rating), from its reviews that are shown. */
export interface PartRating {
  average: number | null;
  count: number;
  /** Most first; vehicles by year, make and model only, so that a trim's confirmations add to its model's. */
  fitConfirmed: { vehicle: VehicleDocument; count: number }[];
}

export const NO_RATING: PartRating = { average: null, count: 0, fitConfirmed: [] };

/** The reviews counted in public: every review staff have not hidden. */
export const SHOWN = { hidden: { $ne: true } } as const;

interface RatingFacets {
  ratings: { _id: ObjectId; sum: number; count: number }[];
  fits: { _id: { productId: ObjectId; year: number; make: string; model: string }; count: number }[];
}

/**
 * The ratings of the parts that concurrent requests ask for, counted in one aggregation (see Batcher):
 * a page listing twenty parts with their ratings costs one read, not twenty. Counted when asked, never
 * kept, so a hidden review leaves the rating at once; the response cache keeps the answers as briefly as
 * the rest of the catalogue, and a review's write drops them (catalogue-changes.ts).
 */
export class ProductRatings {
  private readonly batches = new Batcher(async (ids: ObjectId[]) => {
    const unique = [...new Map(ids.map((id) => [id.toHexString(), id])).values()];
    const [facets] = await collection(this.db, "reviews")
      .aggregate<RatingFacets>([
        { $match: { productId: { $in: unique }, ...SHOWN } },
        {
          $facet: {
            ratings: [{ $group: { _id: "$productId", sum: { $sum: "$ratings" }, count: { $sum: 1 } } }],
            fits: [
              { $match: { fitConfirmed: true } },
              {
                $group: {
                  _id: {
                    productId: "$productId",
                    year: "$vehicle.year",
                    make: "$vehicle.make",
                    model: "$vehicle.model",
                  },
                  count: { $sum: 1 },
                },
              },
            ],
          },
        },
      ])
      .toArray();
    return ids.map((id) => ratingOf(id, facets ?? { ratings: [], fits: [] }));
  });

  constructor(private readonly db: Db) {}

  of(productId: ObjectId): Promise<PartRating> {
    return this.batches.add(productId);
  }
}

function ratingOf(id: ObjectId, { ratings, fits }: RatingFacets): PartRating {
  const counted = ratings.find((rating) => rating._id.equals(id));
  if (!counted) return NO_RATING;
  const fitConfirmed = fits
    .filter((fit) => fit._id.productId.equals(id))
    .map(({ _id: { year, make, model }, count }) => ({ vehicle: { year, make, model }, count }))
    .sort((a, b) => b.count - a.count || vehicleOrder(a.vehicle, b.vehicle));
  return { average: counted.sum / counted.count, count: counted.count, fitConfirmed };
}

/** Ties in alphabetical order, newest year first, so a list of equals reads the same on every visit. */
const vehicleOrder = (a: VehicleDocument, b: VehicleDocument) =>
  a.make.localeCompare(b.make) || a.model.localeCompare(b.model) || b.year - a.year;
