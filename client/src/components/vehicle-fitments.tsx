import { Box, Heading, Table, Text } from "@chakra-ui/react";
import { useId } from "react";
import { graphql } from "../../../generated/client";
import type { FitmentRangeFragment } from "../../../generated/client/graphql";
import { TableHead } from "./table-head";

/** A fitment as the table shows it; every query of a product's fitments asks for these. */
graphql(`
  fragment FitmentRange on Fitment {
    make
    model
    yearFrom
    yearTo
  }
`);

type Fitment = FitmentRangeFragment;

const years = ({ yearFrom, yearTo }: Fitment) =>
  yearFrom === yearTo ? `${yearFrom}` : `${yearFrom}–${yearTo}`;

/**
 * Which vehicles the part fits, one row per make and model: a table, so a shopper (and a screen reader)
 * can run down the makes. An empty list is the schema's way of saying "all of them".
 */
export function VehicleFitments({ fitments }: { fitments: Fitment[] }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="md" mb="2">
        Vehicles this part fits
      </Heading>
      {fitments.length === 0 ? (
        <Text>Universal: fits every vehicle</Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-labelledby={headingId}>
          <TableHead columns={["Make", "Model", "Years"]} />
          <Table.Body>
            {fitments.map((fitment) => (
              <Table.Row key={`${fitment.make} ${fitment.model} ${fitment.yearFrom}`}>
                <Table.Cell>{fitment.make}</Table.Cell>
                <Table.Cell>{fitment.model}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{years(fitment)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
