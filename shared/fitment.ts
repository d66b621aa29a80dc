/**
 * A part's fitment as the shop words it on both sides: whether a state (the schema's FitmentState) is a
 * sure fit, and a position (its FitmentPosition) as a label. shared/ imports nothing, so the schema's
 * enums are not named here; a position the schema adds and this list lacks fails to compile where a
 * generated FitmentPosition indexes it.
 */

/** Whether a part surely fits: the yes-or-no of the deprecated Product.fits and of CartLine.fits. */
export const surelyFits = (state: string) => state === "FITS" || state === "UNIVERSAL";

/** Positions in the order a table or a menu lists them: the axle, then the side, then the height. */
export const FITMENT_POSITIONS = {
  FRONT: "Front",
  REAR: "Rear",
  LEFT: "Left",
  RIGHT: "Right",
  UPPER: "Upper",
  LOWER: "Lower",
  FRONT_LEFT: "Front Left",
  FRONT_RIGHT: "Front Right",
  REAR_LEFT: "Rear Left",
  REAR_RIGHT: "Rear Right",
  FRONT_UPPER: "Front Upper",
  FRONT_LOWER: "Front Lower",
  REAR_UPPER: "Rear Upper",
  REAR_LOWER: "Rear Lower",
} as const;
