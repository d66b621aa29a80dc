import { Box, Heading, Table, Text } from "@chakra-ui/react";
import { useId } from "react";
import { graphql } from "../../../generated/client";
import type { FitmentRangeFragment } from "../../../generated/client/graphql";
import { FITMENT_POSITIONS } from "../../../shared/fitment";
import { TableHead } from "./table-head";

/** A fitment as the table shows it; every query of a product's fitments asks for these. */
graphql(`
  fragment FitmentRange on Fitment {
    make
    model
    yearFrom
    yearTo
    submodel
    engine
    position
    note
  }
`);

type Fitment = FitmentRangeFragment;

const years = ({ yearFrom, yearTo }: Fitment) =>
  yearFrom === yearTo ? `${yearFrom}` : `${yearFrom}–${yearTo}`;

interface Detail {
  header: string;
  text: (fitment: Fitment) => string | null | undefined;
  /** What a fitment saying nothing here means, in words: a fitment not narrowed to an engine fits all. */
  unsaid?: string;
}

/** The columns after make and model, each shown only when some fitment says something in it. */
const DETAILS: Detail[] = [
  { header: "Years", text: years },
  { header: "Submodel", text: (fitment) => fitment.submodel, unsaid: "All" },
  { header: "Engine", text: (fitment) => fitment.engine, unsaid: "All" },
  { header: "Position", text: (fitment) => fitment.position && FITMENT_POSITIONS[fitment.position] },
  { header: "Note", text: (fitment) => fitment.note },
];

/** The fitments of each make and model together, makes and models in order, each group's years in order. */
function byVehicle(fitments: Fitment[]): Fitment[][] {
  const groups = new Map<string, Fitment[]>();
  const sorted = [...fitments].sort(
    (a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model) || a.yearFrom - b.yearFrom,
  );
  for (const fitment of sorted) {
    const key = `${fitment.make.toLowerCase()}\u001f${fitment.model.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), fitment]);
  }
  return [...groups.values()];
}

/**
 * Which vehicles the part fits: a table grouped by make and model, so a shopper (and a screen reader) can
 * run down the makes, and then the years, submodels, engines and positions of theirs. A part listing none
 * is universal, or has no fitment data yet, which is never shown as a fit.
 */
export function VehicleFitments({ fitments, universal }: { fitments: Fitment[]; universal: boolean }) {
  const headingId = useId();
  const details = DETAILS.filter(({ text }) => fitments.some((fitment) => text(fitment)));
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="md" mb="2">
        Vehicles this part fits
      </Heading>
      {universal ? (
        <Text>Universal: fits every vehicle</Text>
      ) : fitments.length === 0 ? (
        <Text>
          Fitment not confirmed: this part has no vehicle list yet. Check its part number against your
          vehicle's handbook before you order.
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline" aria-labelledby={headingId}>
            <TableHead columns={["Make", "Model", ...details.map(({ header }) => header)]} />
            <Table.Body>
              {byVehicle(fitments).map((group) =>
                group.map((fitment, index) => (
                  <Table.Row key={`${fitment.make} ${fitment.model} ${index}`}>
                    {index === 0 && (
                      <>
                        <Table.Cell rowSpan={group.length} verticalAlign="top">
                          {fitment.make}
                        </Table.Cell>
                        <Table.Cell rowSpan={group.length} verticalAlign="top">
                          {fitment.model}
                        </Table.Cell>
                      </>
                    )}
                    {details.map(({ header, text, unsaid }) => (
                      <Table.Cell key={header} whiteSpace={header === "Note" ? "normal" : "nowrap"}>
                        {text(fitment) || unsaid}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                )),
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
