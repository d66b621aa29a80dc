import { graphql } from "../../../../generated/client";

/** What a row of the users table shows. */
graphql(`
  fragment UserRowFields on User {
    id
    email
    role
    staffRoles
    displayName
  }
`);

/**
 * One page of users in sign-up order, under the e-mail search, and how many users there are in all
 * (a page of none, counted). Staff with the customers role only: the route is behind RequireStaffRole, and the server checks too.
 */
export const UsersDocument = graphql(`
  query Users($filter: UserFilter, $first: Int!, $after: String) {
    allUsers: users(first: 0) {
      totalCount
    }
    users(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...UserRowFields
        }
      }
      pageInfo {
        ...PageEnd
      }
    }
  }
`);

/** Returns the user with the new role, so Apollo updates the row by id: no reload needed. */
export const MakeAdminDocument = graphql(`
  mutation MakeAdmin($email: String!) {
    makeAdmin(email: $email) {
      user {
        id
        role
      }
      changed
    }
  }
`);

/** Returns the user with their roles, so Apollo updates the row by id. */
export const SetStaffRolesDocument = graphql(`
  mutation SetStaffRoles($email: String!, $roles: [StaffRole!]!) {
    setStaffRoles(email: $email, roles: $roles) {
      user {
        id
        role
        staffRoles
      }
      changed
    }
  }
`);

export const RemoveUserDocument = graphql(`
  mutation RemoveUser($email: String!) {
    removeUser(email: $email) {
      email
      removed
    }
  }
`);
