import { Table } from "@chakra-ui/react";

/** A table's header: one row naming its columns, in order. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
