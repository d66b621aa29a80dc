import { Link, VisuallyHidden } from "@chakra-ui/react";
import { trackingUrl } from "../../../../shared/carrier-tracking";

/** A shipment's tracking number, linked to its carrier's tracking page when the shop knows the carrier's. */
export function TrackingNumber({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const url = trackingUrl(carrier, trackingNumber);
  if (!url) return <>{trackingNumber}</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" color="blue.700" textDecoration="underline">
      {trackingNumber}
      <VisuallyHidden> (opens {carrier}&apos;s tracking page in a new tab)</VisuallyHidden>
    </Link>
  );
}
