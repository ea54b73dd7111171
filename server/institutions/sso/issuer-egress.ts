import { AsyncLocalStorage } from "node:async_hooks";
import { Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from "undici";
import { issuerAgent, type IssuerReach } from "./issuer-reach";

const scope = new AsyncLocalStorage<Dispatcher>();

/**
 * The process's fetch dispatcher, unchanged except within `reachIssuers`: @better-auth/sso calls
 * an institution's token, keys and user-info endpoints with the global `fetch`, which offers no
 * other way in. Outside the scope every request goes where it went before.
 */
class ScopedDispatcher extends Dispatcher {
  constructor(private readonly fallback: Dispatcher) {
    super();
  }
  private current() {
    return scope.getStore() ?? this.fallback;
  }
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
    return this.current().dispatch(options, handler);
  }
  override close(): Promise<void> {
    return this.fallback.close();
  }
  override destroy(): Promise<void> {
    return this.fallback.destroy();
  }
}

let installed = false;

function install() {
  if (installed) return;
  installed = true;
  setGlobalDispatcher(new ScopedDispatcher(getGlobalDispatcher()));
}

/** True for the auth API's single sign-on paths, where the plugin calls the provider. */
const isSsoPath = (path: string) => path.startsWith("/api/auth/sso/");

/**
 * Runs the auth API's single sign-on requests (the provider's callback, where the plugin
 * exchanges the code and fetches keys and user info) with every outgoing connection vetted
 * and pinned as at saving (issuer-reach.ts); other paths run as they are.
 */
export function issuerEgress(reach: IssuerReach) {
  let agent: Dispatcher | undefined;
  return <T>(path: string, work: () => Promise<T>): Promise<T> => {
    if (!isSsoPath(path)) return work();
    install();
    agent ??= issuerAgent(reach);
    return scope.run(agent, work);
  };
}
