/** The Python extension's published API, when that extension is installed. */

import { PythonExtension } from '@vscode/python-extension';
import * as vscode from 'vscode';

const PYTHON_EXTENSION_ID = 'ms-python.python';

let api: Promise<PythonExtension | undefined> | undefined;

/** Whether the Python extension is installed (its API may still be starting). */
export function hasPythonExtension(): boolean {
  return vscode.extensions.getExtension(PYTHON_EXTENSION_ID) !== undefined;
}

export function pythonExtension(): Promise<PythonExtension | undefined> {
  if (!hasPythonExtension()) {
    return Promise.resolve(undefined);
  }
  api ??= PythonExtension.api().then(
    (found) => found,
    () => undefined,
  );
  return api;
}

/** The interpreter the Python extension selected for `resource`'s folder. */
export async function selectedInterpreter(resource: vscode.Uri | undefined): Promise<string | undefined> {
  const found = await pythonExtension();
  if (found === undefined) {
    return undefined;
  }
  await found.ready;
  const path = found.environments.getActiveEnvironmentPath(resource);
  const resolved = await found.environments.resolveEnvironment(path);
  return resolved?.executable.uri?.fsPath ?? path.path;
}

/** Calls `listener` when the Python extension's selection changes for some folder. */
export async function onInterpreterChange(
  listener: (resource: vscode.Uri | undefined) => void,
): Promise<vscode.Disposable | undefined> {
  const found = await pythonExtension();
  if (found === undefined) {
    return undefined;
  }
  return found.environments.onDidChangeActiveEnvironmentPath((event) => {
    const resource = event.resource;
    listener(resource === undefined ? undefined : 'uri' in resource ? resource.uri : resource);
  });
}
