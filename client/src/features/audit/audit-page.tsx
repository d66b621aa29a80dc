import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { AuditFilter, AuditKind } from "../../../../generated/client/graphql";
import { USER_SEARCH_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { emailAndDays, ListFiltersForm, type ListFilterValues } from "../../components/list-filters-form";
import { PagedList } from "../../components/paged-list";
import { useCursorPages } from "../../lib/use-cursor-pages";
import { AUDIT_PAGE_SIZE, AuditLogDocument } from "./api";
import { AUDIT_KIND_LABELS } from "./audit-kind-labels";
import { AuditTable } from "./audit-table";

/** The form's values as the API's filter: the kind chosen, the e-mail start of who made it, the days. */
export function toAuditFilter(values: ListFilterValues): AuditFilter {
  const { email, ...days } = emailAndDays(values);
  return {
    ...(values.choice && { kind: values.choice as AuditKind }),
    ...(email && { by: email }),
    ...days,
  };
}

const matching = (count: number) =>
  `${count} ${count === 1 ? "change matches" : "changes match"} these filters`;

/** The owner's Audit page: every change staff made, newest first, a page at a time, filtered. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const pages = useCursorPages();
  // Staff work while the owner reads: show what is cached at once, then the server's answer.
  const { data, previousData, error, refetch } = useQuery(AuditLogDocument, {
    variables: { filter, after: pages.after },
    fetchPolicy: "cache-and-network",
  });

  const applyFilter = (values: ListFilterValues) => {
    setFilter(toAuditFilter(values));
    pages.restart();
  };

  return (
    <PagedList
      title="Audit Log"
      noun="changes"
      loadingLabel="Loading the audit log…"
      query={{ data, previousData, error, refetch }}
      select={(shown) => ({ page: shown.auditLog, overall: shown.allEntries.totalCount })}
      pages={pages}
      pageSize={AUDIT_PAGE_SIZE}
      controls={
        <ListFiltersForm
          name="Filter changes"
          choice={{ label: "Kind", placeholder: "All kinds", options: Object.entries(AUDIT_KIND_LABELS) }}
          email={{
            label: "Who",
            helperText: "The start of their e-mail address",
            rule: USER_SEARCH_FIELDS.email,
          }}
          onApply={applyFilter}
        />
      }
      matching={Object.keys(filter).length ? matching : undefined}
      empty="No member of staff has changed anything yet."
    >
      {(entries) => <AuditTable entries={entries} />}
    </PagedList>
  );
}
