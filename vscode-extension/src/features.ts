/** Which of the language client's features the first diagnostics wait for (see client.ts). */

import {
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DidSaveTextDocumentNotification,
  WillSaveTextDocumentNotification,
  WillSaveTextDocumentWaitUntilRequest,
} from 'vscode-languageserver-protocol/node';

/** The notifications that keep the server's copy of a document in step with the editor's. */
const TEXT_SYNCHRONIZATION: readonly string[] = [
  DidOpenTextDocumentNotification.method,
  DidChangeTextDocumentNotification.method,
  WillSaveTextDocumentNotification.method,
  WillSaveTextDocumentWaitUntilRequest.method,
  DidSaveTextDocumentNotification.method,
  DidCloseTextDocumentNotification.method,
];

/**
 * Whether a feature of the client is one of a document's language features (hover, outline, code
 * lenses, ...): a provider it registers with VS Code once the server's answer to `initialize`
 * says what the server offers. Those the first diagnostics do not wait for.
 */
export function providesLanguageFeature(method: string | undefined): boolean {
  return method !== undefined && method.startsWith('textDocument/') && !TEXT_SYNCHRONIZATION.includes(method);
}
