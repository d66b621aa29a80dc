import { useCallback, useEffect, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "./toast";
import { errorMessage, fieldErrors } from "./graphql-errors";

/**
 * The page's side of a refused save: the server's BAD_USER_INPUT messages by field, for the form to show,
 * or a toast when the failure is not about a field (no connection, not allowed). `fail` returns false, the
 * forms' "not saved" answer. `save` runs a whole save: the mutation, then `success` as a toast and true
 * (saved), or what `fail` answers.
 */
export function useSaveFailure() {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const fail = useCallback((failure: unknown) => {
    const byField = fieldErrors(failure);
    if (Object.keys(byField).length > 0) setServerErrors(byField);
    else toast.error(errorMessage(failure));
    return false;
  }, []);
  const save = useCallback(
    async (mutate: () => Promise<unknown>, success: string) => {
      try {
        await mutate();
        toast.success(success);
        return true;
      } catch (failure) {
        return fail(failure);
      }
    },
    [fail],
  );
  return { serverErrors, fail, save };
}

/**
 * The form's side: puts the server's messages under their fields and moves focus to the first of them, as
 * a client-side message would. Typing in the field clears it like any other error.
 */
export function useServerErrors<Values extends FieldValues>(
  serverErrors: Record<string, string> | undefined,
  setError: UseFormSetError<Values>,
) {
  useEffect(() => {
    Object.entries(serverErrors ?? {}).forEach(([field, message], index) =>
      setError(field as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 }),
    );
  }, [serverErrors, setError]);
}
