import { useQuery } from "@apollo/client/react";
import { Checkbox, SimpleGrid } from "@chakra-ui/react";
import type { ProductSort } from "../../../../generated/client/graphql";
import { ErrorState } from "../../components/error-state";
import { SelectField } from "../../components/select-field";
import { CategoriesDocument } from "./api";
import { SearchBox } from "./search-box";
import { withCurrent } from "./select-options";
import { SORT_LABELS, type CatalogueFilters } from "./use-catalogue-filters";

interface CatalogueFilterBarProps {
  filters: CatalogueFilters;
  /** `replace` for the search, so each pause in typing does not add a step to the back button. */
  onChange: (changes: Partial<CatalogueFilters>, options?: { replace: boolean }) => void;
}

/** Search, category, sort order and stock: everything but the vehicle that narrows the catalogue. */
export function CatalogueFilterBar({ filters, onChange }: CatalogueFilterBarProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4" alignItems="end">
      <SearchBox value={filters.search} onSearch={(search) => onChange({ search }, { replace: true })} />
      <CategorySelect value={filters.category} onChange={(category) => onChange({ category })} />
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.currentTarget.value as ProductSort })}
        bg="white"
        // Relevance ranks a search's matches; without a search there is nothing to rank.
        options={Object.entries(SORT_LABELS).filter(([sort]) => sort !== "RELEVANCE" || filters.search)}
      />
      <Checkbox.Root
        checked={filters.inStock}
        onCheckedChange={(e) => onChange({ inStock: e.checked === true })}
        colorPalette="blue"
        h="10"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>In stock only</Checkbox.Label>
      </Checkbox.Root>
    </SimpleGrid>
  );
}

function CategorySelect({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { data, error, refetch } = useQuery(CategoriesDocument);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <SelectField
      label="Category"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      bg="white"
      placeholder={data ? "All categories" : "Loading categories…"}
      options={withCurrent(data?.categories ?? [], value)}
    />
  );
}
