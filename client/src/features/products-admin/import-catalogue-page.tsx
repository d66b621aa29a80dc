import { Alert, Box, Button, Card, Checkbox, HStack, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { FormField } from "../../components/form-field";
import { toast } from "../../lib/toast";
import { downloadCatalogueFile, importCatalogueFile, type ImportStep } from "./catalogue-file-calls";
import { CATALOGUE_HEADERS, type ImportSummary } from "../../../../shared/catalogue-import";
import { ScreenHeading } from "../../components/screen-heading";
import { TableHead } from "../../components/table-head";

const STEP_WORDS: Record<ImportStep["phase"], string> = {
  sending: "Sending the file",
  checking: "Checking every line",
  writing: "Writing the parts",
};

/** The columns of a catalogue file, as the export writes them. */
const COLUMNS = CATALOGUE_HEADERS.join(", ");

/**
 * The admin's Import Catalogue screen: a supplier's CSV file creates or updates parts by part number,
 * checked whole first (a problem on any line writes nothing, unless the good lines only are asked for),
 * with a bar while it runs and every problem by line and column; and the catalogue downloaded in the same
 * format.
 */
export function ImportCataloguePage() {
  const apollo = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [goodLinesOnly, setGoodLinesOnly] = useState(false);
  const [step, setStep] = useState<ImportStep | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [exporting, setExporting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError("Choose a CSV file to import");
    setFileError(undefined);
    setSummary(null);
    setStep({ phase: "sending", fraction: 0 });
    try {
      const result = await importCatalogueFile(file, goodLinesOnly, setStep);
      setSummary(result);
      if (result.written) {
        toast.success("Catalogue imported");
        // Every list of parts shown from now on is read afresh.
        apollo.cache.evict({ fieldName: "products" });
        apollo.cache.evict({ fieldName: "categories" });
        apollo.cache.gc();
      } else toast.error("Nothing was imported: the file has problems");
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setStep(null);
    }
  };

  const download = async () => {
    setExporting(true);
    try {
      await downloadCatalogueFile();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="6">
      <ScreenHeading title="Import Catalogue">
        Create or update parts from a CSV file: each line is a part, found by its part number.
      </ScreenHeading>
      <Card.Root>
        <Card.Body>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="5">
              <FormField
                label="Catalogue File"
                error={fileError}
                helperText={
                  <>
                    The first line names the columns: <Sample>{COLUMNS}</Sample>. Only Part Number is
                    required; a column left out keeps what is stored. OE and interchange numbers are one cell
                    each, separated by semicolons: <Sample>04465-06090; 04465-33471</Sample>. Fitments are one
                    cell per part: <Sample>Toyota|Camry|2012-2017; Honda|Civic|2016</Sample>, each vehicle
                    optionally followed by |Submodel|Engine|Position|Note, any of them blank:{" "}
                    <Sample>Ford|F-150|2015-2020||5.0L V8|Front</Sample>. Write <Sample>Universal</Sample> for
                    a part that fits every vehicle; leave the cell empty if its fitment is not known yet.
                  </>
                }
              >
                <Input
                  type="file"
                  accept=".csv,text/csv"
                  p="1"
                  onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                />
              </FormField>
              <Checkbox.Root
                checked={goodLinesOnly}
                onCheckedChange={(event) => setGoodLinesOnly(event.checked === true)}
                colorPalette="blue"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  Import the good lines only, leaving out the lines with problems
                </Checkbox.Label>
              </Checkbox.Root>
              {step && <ImportProgressBar step={step} />}
              <HStack gap="3" wrap="wrap">
                <Button type="submit" colorPalette="blue" loading={step !== null} loadingText="Importing">
                  Import
                </Button>
                <Button variant="outline" onClick={() => void download()} loading={exporting}>
                  Download the catalogue (CSV)
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {summary && <ImportOutcome summary={summary} />}
    </Stack>
  );
}

/** Text to type as shown (Chakra's Code has no recipe in the shop's theme, which keeps the first load small). */
function Sample({ children }: { children: string }) {
  return (
    <Box as="code" fontFamily="mono" fontSize="xs" bg="gray.100" px="1" rounded="sm" overflowWrap="anywhere">
      {children}
    </Box>
  );
}

function ImportProgressBar({ step }: { step: ImportStep }) {
  const percent = Math.round(step.fraction * 100);
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="gray.700">
        {STEP_WORDS[step.phase]}… {percent}%
      </Text>
      <Box
        role="progressbar"
        aria-label={STEP_WORDS[step.phase]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="2"
        bg="gray.200"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="blue.600" transition="width 0.2s" />
      </Box>
    </Stack>
  );
}

function ImportOutcome({ summary }: { summary: ImportSummary }) {
  const unlisted = summary.problemCount - summary.problems.length;
  return (
    <Stack gap="4">
      <Alert.Root status={summary.written ? "success" : "error"}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {summary.written
              ? `Imported: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.refused} refused`
              : `Nothing was imported: ${summary.problemCount} ${summary.problemCount === 1 ? "problem" : "problems"} to fix`}
          </Alert.Title>
          {!summary.written && (
            <Alert.Description>
              Fix the lines below and import the file again, or import the good lines only.
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      {summary.problems.length > 0 && (
        <Card.Root>
          <Card.Body>
            <Table.Root size="sm" aria-label="Problems in the file">
              <TableHead columns={["Line", "Column", "Problem"]} />
              <Table.Body>
                {summary.problems.map((problem, i) => (
                  <Table.Row key={i}>
                    <Table.Cell>{problem.line}</Table.Cell>
                    <Table.Cell>{problem.column ?? "—"}</Table.Cell>
                    <Table.Cell whiteSpace="normal">{problem.message}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {unlisted > 0 && (
              <Text mt="3" color="gray.600">
                … and {unlisted} more problems.
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
