import { graphql } from "../../../../generated/client";

/** What a message's card shows. */
graphql(`
  fragment InboxMessageFields on ContactMessage {
    id
    email
    subject
    message
    createdAt
    handled {
      by
      at
    }
    answers {
      text
      by
      at
    }
  }
`);

/**
 * One page of the Inbox, newest first, under the Show filter, and how many messages there are in all (a
 * page of none, counted). Staff with the customers role only: the route is behind RequireStaffRole, and the server checks too.
 */
export const InboxDocument = graphql(`
  query Inbox($handled: Boolean, $first: Int!, $after: String) {
    allMessages: contactMessages(first: 0) {
      totalCount
    }
    contactMessages(handled: $handled, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...InboxMessageFields
        }
      }
      pageInfo {
        ...PageEnd
      }
    }
  }
`);

/** How many messages nobody has handled yet: the dashboard menu's count beside Inbox. */
export const UnhandledMessagesDocument = graphql(`
  query UnhandledMessages {
    contactMessages(handled: false, first: 0) {
      totalCount
    }
  }
`);

export const MarkMessageHandledDocument = graphql(`
  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {
    markContactMessageHandled(id: $id, handled: $handled) {
      ...InboxMessageFields
    }
  }
`);

export const AnswerMessageDocument = graphql(`
  mutation AnswerMessage($id: ID!, $answer: String!) {
    answerContactMessage(id: $id, answer: $answer) {
      ...InboxMessageFields
    }
  }
`);

/** What a change of a message makes stale: the menu's count and the Inbox's pages, asked again. */
export const AFTER_MESSAGE_CHANGE = ["UnhandledMessages", "Inbox"];
