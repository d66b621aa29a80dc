import { Moment } from "../../components/moment";
import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { InboxMessageFieldsFragment } from "../../../../generated/client/graphql";
import { PagedList } from "../../components/paged-list";
import { useShowFilter } from "../../components/show-filter";
import { useSaveFailure } from "../../lib/server-field-errors";
import { withToasts } from "../../lib/with-toasts";
import { useCursorPages } from "../../lib/use-cursor-pages";
import { AnswerForm } from "./answer-form";
import {
  AFTER_MESSAGE_CHANGE,
  AnswerMessageDocument,
  InboxDocument,
  MarkMessageHandledDocument,
} from "./api";

const PAGE_SIZE = 10;

/** The Show filter: its value, the `handled` argument it asks for, and what the list then holds. */
const SHOWN = {
  new: { handled: false, words: "Not handled yet", matching: "not handled yet" },
  handled: { handled: true, words: "Handled", matching: "handled" },
  all: { handled: null, words: "All messages", matching: "" },
} as const;

/**
 * The staff's Inbox: the contact form's messages, newest first, those nobody has handled yet unless asked
 * otherwise; each can be answered by e-mail (which marks it handled) or marked handled as it is.
 */
export function InboxPage() {
  const pages = useCursorPages();
  const show = useShowFilter(SHOWN, "new", pages, ["message", "messages"]);
  // Messages arrive while the admin works: show what is cached at once, then the server's answer.
  const inbox = useQuery(InboxDocument, {
    variables: { handled: show.choice.handled, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: "cache-and-network",
  });

  return (
    <PagedList
      title="Inbox"
      noun="messages"
      loadingLabel="Loading messages…"
      query={inbox}
      select={(answer) => ({ page: answer.contactMessages, overall: answer.allMessages.totalCount })}
      pages={pages}
      pageSize={PAGE_SIZE}
      controls={show.control}
      matching={show.matching}
      empty="No messages yet."
    >
      {(messages) => (
        <Stack gap="4">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}

function MessageCard({ message }: { message: InboxMessageFieldsFragment }) {
  const [answering, setAnswering] = useState(false);
  const [markHandled, marking] = useMutation(MarkMessageHandledDocument, {
    refetchQueries: AFTER_MESSAGE_CHANGE,
  });
  const [answerMessage] = useMutation(AnswerMessageDocument, { refetchQueries: AFTER_MESSAGE_CHANGE });
  const { serverErrors, save } = useSaveFailure();
  const headingId = `message-${message.id}`;

  const setHandled = (handled: boolean) =>
    withToasts(
      () => markHandled({ variables: { id: message.id, handled } }),
      handled ? "Message marked handled" : "Message marked not handled",
    );

  const sendAnswer = async ({ answer }: { answer: string }) => {
    const sent = await save(
      () => answerMessage({ variables: { id: message.id, answer } }),
      `Answer sent to ${message.email}`,
    );
    if (sent) setAnswering(false);
    return sent;
  };

  return (
    <Card.Root as="article" size="sm" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere">
              {message.subject}
            </Heading>
            <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
              From {message.email} on <Moment at={message.createdAt} />
            </Text>
          </Stack>
          {message.handled ? (
            <Badge colorPalette="green">Handled</Badge>
          ) : (
            <Badge colorPalette="blue">New</Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.message}
          </Text>
          {message.answers.map((answer) => (
            <Stack key={answer.at} gap="1" borderStartWidth="3px" borderColor="blue.200" ps="3">
              <Text fontSize="sm" color="gray.600">
                Answered by {answer.by} on <Moment at={answer.at} />
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {answer.text}
              </Text>
            </Stack>
          ))}
          {message.handled && (
            <Text fontSize="sm" color="gray.600">
              Handled by {message.handled.by} on <Moment at={message.handled.at} />
            </Text>
          )}
          {answering && (
            <AnswerForm
              onSubmit={sendAnswer}
              onClose={() => setAnswering(false)}
              serverErrors={serverErrors}
            />
          )}
        </Stack>
      </Card.Body>
      {!answering && (
        <Card.Footer>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="blue"
              aria-label={`Answer ${message.email}`}
              onClick={() => setAnswering(true)}
            >
              Answer
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={marking.loading}
              onClick={() => void setHandled(!message.handled)}
            >
              {message.handled ? "Mark not handled" : "Mark handled"}
            </Button>
          </HStack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
