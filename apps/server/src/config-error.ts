/** A bad environment variable; main.ts prints the message (every problem, by variable name) and exits. */
export class ConfigError extends Error {}
