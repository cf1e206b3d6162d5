/**
 * The language client. The extension loads this module once the server process is spawned:
 * vscode-languageclient is most of the extension's code, and running its modules takes longer
 * than the rest of the activation, so that happens while the server starts.
 */

import {
  type DynamicFeature,
  ExecuteCommandRequest,
  LanguageClient,
  type LanguageClientOptions,
  RevealOutputChannelOn,
  type ServerOptions,
  type StaticFeature,
  State,
} from 'vscode-languageclient/node';

/**
 * The client minus its registration of the server's commands as VS Code commands: with one
 * client per folder those would collide; the extension sends `workspace/executeCommand` itself.
 */
class OnnxscribeLanguageClient extends LanguageClient {
  public override registerFeature(feature: StaticFeature | DynamicFeature<unknown>): void {
    const method = (feature as Partial<DynamicFeature<unknown>>).registrationType?.method;
    if (method === ExecuteCommandRequest.method) {
      return;
    }
    super.registerFeature(feature);
  }
}

/** A client of the server `serverOptions` gives, its output in the extension's log only. */
export function createClient(
  name: string,
  serverOptions: ServerOptions,
  options: Omit<LanguageClientOptions, 'revealOutputChannelOn'>,
): LanguageClient {
  return new OnnxscribeLanguageClient('onnxscribe', name, serverOptions, {
    ...options,
    revealOutputChannelOn: RevealOutputChannelOn.Never,
  });
}

export { ExecuteCommandRequest, State };
