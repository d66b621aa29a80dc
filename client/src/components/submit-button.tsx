import { Button, type ButtonProps } from "@chakra-ui/react";
import { useHydrated } from "../lib/browser-value";

/**
 * The submit button of a form on a page the server renders. Until the page's scripts have taken over,
 * the form has no handler: sent then, the browser would send it itself, as a GET that writes the fields
 * (a password, a message) into the address bar, history and access logs. A disabled default button stops
 * both a click and Enter in a field, so the button waits for the scripts, a moment on a fast line.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
