// Makes `import * as vscode from 'vscode'` load the stub beside this file (VS Code is not here).
import { registerHooks } from 'node:module';

const stub = new URL('./vscode-stub.ts', import.meta.url).href;

registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'vscode') {
      return { url: stub, shortCircuit: true, format: 'module-typescript' };
    }
    return next(specifier, context);
  },
});
