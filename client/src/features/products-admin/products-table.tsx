import { Button, HStack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { AdminProductFieldsFragment } from "../../../../generated/client/graphql";
import { formatPrice } from "../../../../shared/format-price";
import { sortByColumn, type SortColumn, type TableSort } from "./product-sorts";

interface ProductsTableProps {
  products: AdminProductFieldsFragment[];
  sort: TableSort | null;
  onSort: (sort: TableSort) => void;
  /** A row's Edit and Delete. */
  actions: (product: AdminProductFieldsFragment) => ReactNode;
}

const ARIA_SORT = { ASC: "ascending", DESC: "descending" } as const;

/** A column's header: a button that sorts by it, saying which way it sorts now. */
function SortHeader({
  column,
  sort,
  onSort,
  numeric,
  children,
}: {
  column: SortColumn;
  sort: TableSort | null;
  onSort: (sort: TableSort) => void;
  numeric?: boolean;
  children: string;
}) {
  const active = sort?.column === column ? sort.direction : undefined;
  return (
    <Table.ColumnHeader
      aria-sort={active ? ARIA_SORT[active] : undefined}
      textAlign={numeric ? "end" : "start"}
    >
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        fontWeight="semibold"
        color={active ? "blue.800" : "gray.700"}
        onClick={() => onSort(sortByColumn(sort, column))}
      >
        {children}
        <Text as="span" aria-hidden w="3" color={active ? "inherit" : "gray.400"}>
          {active === "ASC" ? "▲" : active === "DESC" ? "▼" : "↕"}
        </Text>
      </Button>
    </Table.ColumnHeader>
  );
}

/**
 * Manage Product's table: part number, name, category, price and stock, each of them but the category
 * sorting the table by a click on its header (and the other way by another). On a phone the table keeps
 * its columns and scrolls sideways inside its box, the row's actions last.
 */
export function ProductsTable({ products, sort, onSort, actions }: ProductsTableProps) {
  const header = { sort, onSort };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="white">
      <Table.Root size="sm" minW="2xl" aria-label="Products">
        <Table.Header>
          <Table.Row bg="gray.50">
            <SortHeader column="PART_NUMBER" {...header}>
              Part Number
            </SortHeader>
            <SortHeader column="NAME" {...header}>
              Name
            </SortHeader>
            <Table.ColumnHeader color="gray.700">Category</Table.ColumnHeader>
            <SortHeader column="PRICE" numeric {...header}>
              Price
            </SortHeader>
            <SortHeader column="STOCK" numeric {...header}>
              Stock
            </SortHeader>
            <Table.ColumnHeader color="gray.700" textAlign="end">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => (
            <Table.Row key={product.id}>
              <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                {product.partNumber}
              </Table.Cell>
              <Table.Cell fontWeight="medium">{product.name}</Table.Cell>
              <Table.Cell color="gray.700">{product.category}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatPrice(product.price)}
              </Table.Cell>
              <Table.Cell textAlign="end" color={product.availableQuantity === 0 ? "red.700" : undefined}>
                {product.availableQuantity}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" justify="flex-end">
                  {actions(product)}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
