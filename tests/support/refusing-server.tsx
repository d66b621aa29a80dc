import { useState, type ReactElement } from "react";

type FieldMessages = Record<string, string>;

interface RefusingServerProps {
  /** The server's messages by field (BAD_USER_INPUT) for every save. */
  fieldErrors: FieldMessages;
  /** The form, given the refusing save and the messages to show (undefined until the first save). */
  form: (refuse: () => Promise<false>, serverErrors: FieldMessages | undefined) => ReactElement;
}

/**
 * A form on a page whose every save the server refuses: as the pages do (useSaveFailure), the refusal's
 * field messages come back into the form as `serverErrors`, and the save answers false (not saved).
 */
export function RefusingServer({ fieldErrors, form }: RefusingServerProps) {
  const [serverErrors, setServerErrors] = useState<FieldMessages>();
  const refuse = async () => {
    setServerErrors(fieldErrors);
    return false as const;
  };
  return form(refuse, serverErrors);
}
