import { Moment } from "../../components/moment";
import { List, Stack, Table, Text } from "@chakra-ui/react";
import type { AuditEntryFieldsFragment } from "../../../../generated/client/graphql";
import { STACKED_ON_PHONES } from "../../components/stacked-table";
import { TableHead } from "../../components/table-head";
import { AUDIT_KIND_LABELS } from "./audit-kind-labels";

/** A recorded value as a person reads it: text without its quotes, a list or record by its items, none as a dash. */
function shown(json: string | null): string {
  if (json === null) return "—";
  const value: unknown = JSON.parse(json);
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : "none";
  if (value && typeof value === "object")
    return Object.entries(value)
      .map(([field, item]) => `${field}: ${String(item)}`)
      .join(", ");
  return String(value);
}

/** The audit log's records: when, who, what kind to what, and each field from its old value to its new. */
export function AuditTable({ entries }: { entries: AuditEntryFieldsFragment[] }) {
  return (
    // Focusable, so a keyboard can scroll it where it is wider than the screen: its cells hold no controls.
    <Table.ScrollArea
      borderWidth="1px"
      rounded="lg"
      bg="white"
      tabIndex={0}
      role="region"
      aria-label="Changes"
    >
      <Table.Root size="sm" css={STACKED_ON_PHONES}>
        <TableHead columns={["When", "Who", "What", "From → to"]} />
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id} verticalAlign="top">
              <Table.Cell data-label="When" whiteSpace="nowrap">
                <Moment at={entry.at} />
              </Table.Cell>
              <Table.Cell data-label="Who">
                <Text overflowWrap="anywhere" whiteSpace="normal" maxW={{ md: "56" }}>
                  {entry.by}
                </Text>
              </Table.Cell>
              <Table.Cell data-label="What">
                <Stack gap="0.5" align={{ base: "flex-end", md: "flex-start" }} maxW={{ md: "64" }}>
                  <Text fontWeight="medium">{AUDIT_KIND_LABELS[entry.kind]}</Text>
                  <Text overflowWrap="anywhere" whiteSpace="normal" fontSize="sm" color="gray.700">
                    {entry.subject}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell data-label="From → to">
                <List.Root gap="1" listStyle="none" ms="0" minW={{ md: "56" }} whiteSpace="normal">
                  {entry.changes.map((change) => (
                    <List.Item key={change.field}>
                      <Text as="span" fontFamily="mono" fontSize="xs" bg="gray.100" px="1" rounded="sm">
                        {change.field}
                      </Text>{" "}
                      <Text as="span" overflowWrap="anywhere">
                        {shown(change.before)} → {shown(change.after)}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
