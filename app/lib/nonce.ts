import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce of this response, for the scripts React Router writes into the page. */
export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
