/**
 * The language client. The extension loads this module once the server process is spawned:
 * vscode-languageclient is most of the extension's code, and running its modules takes longer
 * than the rest of the activation, so that happens while the server starts.
 */

import {
  CloseAction,
  type CloseHandlerResult,
  type DocumentSelector,
  DocumentDiagnosticRequest,
  type DynamicFeature,
  type ErrorHandler,
  ExecuteCommandRequest,
  LanguageClient,
  type LanguageClientOptions,
  RevealOutputChannelOn,
  type ServerCapabilities,
  type ServerOptions,
  type StaticFeature,
  State,
} from 'vscode-languageclient/node';
import { providesLanguageFeature } from './features.ts';

/** Features of the client the extension leaves out (see `OnnxscribeLanguageClient`). */
export const LEFT_OUT_FEATURES: readonly string[] = [ExecuteCommandRequest.method, DocumentDiagnosticRequest.method];

/**
 * The client minus two of its features. Its registration of the server's commands as VS Code
 * commands: with one client per folder those would collide; the extension sends
 * `workspace/executeCommand` itself. And pulled diagnostics: a client that does not offer to
 * pull them gets them pushed, as soon as an analysis ends (a pull waits for a refresh request
 * and the next pull), and the first ones before the server has loaded its protocol libraries,
 * which it needs to answer a pull.
 *
 * Once the server has answered `initialize`, the client sends it the open documents before it
 * registers its language features' providers with VS Code: those are registered in the host's
 * next turn. The library registers every feature in the turn that reads the answer, each provider
 * a call to the window, and only then sends the open documents, which the first diagnostics wait
 * for. The features that keep documents in step are registered at once, as the library does.
 *
 * While `unconfirmed` (the client connects before the environment probe has answered), its
 * errors go to the log only, and a server that ends is not restarted: the extension tells the
 * user what the probe found, or why the start failed.
 */
export class OnnxscribeLanguageClient extends LanguageClient {
  unconfirmed = false;

  public override registerFeature(feature: StaticFeature | DynamicFeature<unknown>): void {
    const method = (feature as Partial<DynamicFeature<unknown>>).registrationType?.method;
    if (method !== undefined && LEFT_OUT_FEATURES.includes(method)) {
      return;
    }
    if (providesLanguageFeature(method)) {
      this.initializeInNextTurn(feature);
    }
    super.registerFeature(feature);
  }

  /** Heard once the language features' providers are registered, after each start. */
  languageFeaturesRegistered: (() => void) | undefined;

  /** The language features' `initialize` calls of this start, made in the host's next turn. */
  private deferred: (() => void)[] = [];

  /**
   * Makes `feature.initialize` take effect in the host's next turn, with the other language
   * features', if the client is still running then (a client stopped meanwhile skips them).
   */
  private initializeInNextTurn(feature: StaticFeature | DynamicFeature<unknown>): void {
    const initialize = feature.initialize.bind(feature);
    feature.initialize = (capabilities: ServerCapabilities, documentSelector: DocumentSelector | undefined): void => {
      if (this.deferred.length === 0) {
        setImmediate(() => {
          const calls = this.deferred;
          this.deferred = [];
          if (this.state === State.Running) {
            for (const call of calls) {
              call();
            }
            this.languageFeaturesRegistered?.();
          }
        });
      }
      this.deferred.push(() => initialize(capabilities, documentSelector));
    };
  }

  public override error(message: string, data?: unknown, showNotification: boolean | 'force' = true): void {
    super.error(message, data, this.unconfirmed ? false : showNotification);
  }
}

/** A client of the server `serverOptions` gives, its output in the extension's log only. */
export function createClient(
  name: string,
  serverOptions: ServerOptions,
  options: Omit<LanguageClientOptions, 'revealOutputChannelOn' | 'errorHandler' | 'initializationFailedHandler'>,
): OnnxscribeLanguageClient {
  let standard: ErrorHandler | undefined;
  const fallback = (): ErrorHandler => (standard ??= client.createDefaultErrorHandler());
  const errorHandler: ErrorHandler = {
    error: (error, message, count) => fallback().error(error, message, count),
    closed: (): CloseHandlerResult | Promise<CloseHandlerResult> =>
      client.unconfirmed ? { action: CloseAction.DoNotRestart, handled: true } : fallback().closed(),
  };
  const client = new OnnxscribeLanguageClient('onnxscribe', name, serverOptions, {
    ...options,
    revealOutputChannelOn: RevealOutputChannelOn.Never,
    errorHandler,
    // A failed start is reported by the extension (servers.ts), once, with what the probe found.
    initializationFailedHandler: () => false,
  });
  return client;
}

export { ExecuteCommandRequest, State };
export { processTransports } from './transports.ts';
