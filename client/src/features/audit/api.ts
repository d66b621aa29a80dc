import { graphql } from "../../../../generated/client";

export const AUDIT_PAGE_SIZE = 20;

/** What a row of the audit table shows. */
graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    at
    by
    kind
    subject
    changes {
      field
      before
      after
    }
  }
`);

/**
 * One page of the audit log, newest first, under the filters, and how many records there are in all (a
 * page of none, counted). Owners only: the route is behind RequireStaffRole, and the server checks too.
 */
export const AuditLogDocument = graphql(`
  query AuditLog($filter: AuditFilter, $after: String) {
    allEntries: auditLog(first: 0) {
      totalCount
    }
    auditLog(filter: $filter, first: 20, after: $after) {
      totalCount
      edges {
        node {
          ...AuditEntryFields
        }
      }
      pageInfo {
        ...PageEnd
      }
    }
  }
`);
