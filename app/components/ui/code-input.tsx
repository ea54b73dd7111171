import type { ComponentProps } from "react";
import { Input } from "./input";

/**
 * A code from an authenticator app: digits (a space between the halves is allowed), the phone's
 * number pad and its one-time-code autofill, focused as the form opens.
 */
export function CodeInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      autoFocus
      {...props}
    />
  );
}
