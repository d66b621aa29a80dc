import { Box } from "@chakra-ui/react";

const FIVE = "★★★★★";

/**
 * A rating from 1 to 5 as five stars filled as far as it goes (4.3: four and a third), with the number
 * in words for screen readers, which the stars alone would not reach.
 */
export function RatingStars({ value, size = "md" }: { value: number; size?: "sm" | "md" | "lg" }) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <Box
      as="span"
      role="img"
      aria-label={`Rated ${formatRating(value)} out of 5`}
      position="relative"
      display="inline-block"
      lineHeight="1"
      fontSize={size}
      letterSpacing="0.1em"
      color="gray.300"
      whiteSpace="nowrap"
    >
      {FIVE}
      <Box
        as="span"
        position="absolute"
        insetStart="0"
        top="0"
        overflow="hidden"
        w={filled}
        color="orange.400"
      >
        {FIVE}
      </Box>
    </Box>
  );
}

/** A rating as people read it: one decimal at most ("4.3", "5"). */
export const formatRating = (value: number) => String(Math.round(value * 10) / 10);
