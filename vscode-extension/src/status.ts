/** What the status bar item says about the language server. */

import { describeOpset, type OpsetInForce } from './opset.ts';

export type ServerState = 'starting' | 'running' | 'stopped' | 'missing' | 'failed';

export interface StatusView {
  text: string;
  tooltip: string;
  /** A theme color id for the background, for states that need the user's attention. */
  background: string | undefined;
}

export function statusView(
  state: ServerState,
  opset: OpsetInForce | undefined,
  interpreter: string | undefined,
): StatusView {
  const where = interpreter ? `\nPython: ${interpreter}` : '';
  switch (state) {
    case 'starting':
      return { text: '$(loading~spin) onnxscribe', tooltip: `onnxscribe: starting${where}`, background: undefined };
    case 'running': {
      const opsetText = opset ? describeOpset(opset) : '';
      const origin =
        opset === undefined
          ? ''
          : { file: 'imported by this file', setting: 'from onnxscribe.defaultOpset', newest: 'no opset imported' }[
              opset.source
            ];
      return {
        text: opset ? `$(check) onnxscribe: ${opsetText}` : '$(check) onnxscribe',
        tooltip: `onnxscribe: running${opset ? `\n${opsetText} (${origin})` : ''}${where}\nClick for the log`,
        background: undefined,
      };
    }
    case 'stopped':
      return { text: '$(circle-slash) onnxscribe', tooltip: `onnxscribe: stopped${where}`, background: undefined };
    case 'missing':
      return {
        text: '$(warning) onnxscribe',
        tooltip: `onnxscribe: onnxscribe[lsp] is not installed in the selected environment${where}`,
        background: 'statusBarItem.warningBackground',
      };
    case 'failed':
      return {
        text: '$(error) onnxscribe',
        tooltip: `onnxscribe: the language server failed; click for the log${where}`,
        background: 'statusBarItem.errorBackground',
      };
  }
}
