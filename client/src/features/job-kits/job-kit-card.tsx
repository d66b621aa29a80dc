import { Button, Card, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { JobKind } from "../../../../generated/client/graphql";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import type { Vehicle } from "../../lib/chosen-vehicle";
import { partPath } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { formatPrice } from "../../../../shared/format-price";
import { useCartActions } from "../cart";
import { JobKitDocument } from "./api";

/**
 * One job's kit: each piece with the part chosen for it (linked to its page), how many and what they
 * cost, a warning where no part fits or only some do, the total, and Add all to cart, which adds every
 * line with a part in one click and says in a toast what went in and what did not.
 */
export function JobKitCard({ job, vehicle }: { job: JobKind; vehicle: Vehicle }) {
  const { data, loading, error } = useQuery(JobKitDocument, { variables: { job, vehicle } });
  const { add, ready } = useCartActions();
  const [adding, setAdding] = useState(false);
  if (error) return <ErrorState error={error} />;
  if (loading || !data) return <LoadingState label="Finding the parts…" />;
  const kit = data.jobKit;
  const chosen = kit.lines.flatMap((line) => (line.product ? [{ ...line, product: line.product }] : []));

  const addAll = async () => {
    setAdding(true);
    // One after another: a visitor's cart is read and written whole by each addition.
    const problems: string[] = [];
    for (const line of chosen) {
      const problem = await add(line.product, line.quantity);
      if (problem) problems.push(`${line.product.name}: ${problem}`);
    }
    setAdding(false);
    const added = chosen.length - problems.length;
    if (problems.length) toast.error(`Added ${added} of ${chosen.length} parts. ${problems.join(" ")}`);
    else toast.success(`${kit.name}: ${added} parts added to your cart`);
  };

  return (
    <Card.Root size="sm" as="article" aria-label={kit.name}>
      <Card.Header>
        <Card.Title as="h3">{kit.name}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap="3">
          {kit.lines.map((line, i) => (
            <Stack as="li" key={i} gap="0.5">
              <Text fontSize="sm" color="gray.600">
                {line.piece}
              </Text>
              {line.product && (
                <HStack justify="space-between" align="baseline" gap="3">
                  <Link asChild colorPalette="blue" fontWeight="semibold" minW="0">
                    <RouterLink to={partPath(line.product.id)}>{line.product.name}</RouterLink>
                  </Link>
                  <Text whiteSpace="nowrap">
                    {line.quantity} × {formatPrice(line.product.price)}
                  </Text>
                </HStack>
              )}
              {line.warning && (
                <Text fontSize="sm" color={line.product ? "orange.700" : "red.700"}>
                  {line.warning}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
        <Text fontWeight="semibold">Total {formatPrice(kit.total)}</Text>
        <Button
          colorPalette="blue"
          aria-label={`Add all to cart: ${kit.name}`}
          loading={adding}
          disabled={!ready || chosen.length === 0}
          onClick={() => void addAll()}
        >
          Add all to cart
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
