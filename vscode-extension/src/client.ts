/**
 * The language client. The extension loads this module once the server process is spawned:
 * vscode-languageclient is most of the extension's code, and running its modules takes longer
 * than the rest of the activation, so that happens while the server starts.
 */

import {
  CloseAction,
  type CloseHandlerResult,
  DocumentDiagnosticRequest,
  type DynamicFeature,
  type ErrorHandler,
  ExecuteCommandRequest,
  LanguageClient,
  type LanguageClientOptions,
  RevealOutputChannelOn,
  type ServerOptions,
  type StaticFeature,
  State,
} from 'vscode-languageclient/node';

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
    super.registerFeature(feature);
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
