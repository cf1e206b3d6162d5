/** The extension's settings: which ones the language server reads, and how they reach it. */

export const SECTION = 'onnxscribe';

/** Settings the language server reads (initialization options and `workspace/configuration`). */
export const SERVER_SETTINGS = [
  'analyzeOn',
  'delay',
  'inlayHints',
  'defaultOpset',
  'analysisTimeout',
  'scriptDecorators',
  'maxFileSize',
  'memoryLimit',
] as const;

export type ServerSettingName = (typeof SERVER_SETTINGS)[number];

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Settings that change how the server process is started: changing one restarts it. */
export const RESTART_SETTINGS = ['interpreter', 'logLevel'] as const;

/** Reads one setting of the `onnxscribe` section, as `WorkspaceConfiguration.get` does. */
export type SettingReader = (name: string) => unknown;

/** The initialization options sent to the server: every server setting, as configured. */
export function initializationOptions(read: SettingReader): Record<ServerSettingName, unknown> {
  const options = {} as Record<ServerSettingName, unknown>;
  for (const name of SERVER_SETTINGS) {
    const value = read(name);
    options[name] = value === undefined ? null : value;
  }
  return options;
}

/** The server's `--log-level`, falling back to WARNING (the server's own default). */
export function logLevel(read: SettingReader): LogLevel {
  const value = read('logLevel');
  return (LOG_LEVELS as readonly unknown[]).includes(value) ? (value as LogLevel) : 'WARNING';
}

/** The `onnxscribe.interpreter` setting as a list of strings (a bare string is accepted too). */
export function interpreterSetting(read: SettingReader): string[] {
  const value = read('interpreter');
  if (typeof value === 'string') {
    return value.trim() ? [value.trim()] : [];
  }
  if (Array.isArray(value)) {
    return value.filter((item): item is string => typeof item === 'string' && item.length > 0);
  }
  return [];
}

/** Whether a configuration change touches a setting that needs a new server process. */
export function needsRestart(affects: (section: string) => boolean): boolean {
  return RESTART_SETTINGS.some((name) => affects(`${SECTION}.${name}`));
}
