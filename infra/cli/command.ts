import type { ParseArgsConfig } from 'node:util';
import type * as z from '#shared/zod.js';
import type { Config } from '../../functions/config.js';
import type { Deps } from '../../functions/deps.js';

/** Where the CLI writes, and the environment it reads; tests pass their own. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

/** A failure the person at the terminal can act on: printed as is, exit 1. */
export class CliError extends Error {}

export type Flags = Record<string, string | boolean | undefined>;

interface CommandBase<I> {
  name: string;
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Whether it takes arguments besides its flags (a file name); others refuse them. */
  allowPositionals?: boolean;
  /** Checks the input before any endpoint is opened, so a typo costs nothing. */
  parse: (flags: Flags, config: Config, positionals: string[]) => I;
}

/** A command on the table: the CLI opens the target (local or --remote) around it. */
export interface TableCommand<I = unknown> extends CommandBase<I> {
  /** Returns whether it wrote anything (the local data is then saved). */
  run: (deps: Deps, input: I, io: CliIo) => Promise<boolean>;
}

/** A command that only writes files (sample data): no table is opened, so it needs no endpoint. */
export interface FileCommand<I = unknown> extends CommandBase<I> {
  write: (input: I, io: CliIo) => Promise<void>;
}

export type Command = TableCommand | FileCommand;

/** Keeps each command's input type while the list holds them all. */
export const defineCommand = <I>(command: TableCommand<I>) => command as unknown as TableCommand;
export const defineFileCommand = <I>(command: FileCommand<I>) => command as unknown as FileCommand;

/** The schema's own message (the one the browser form shows) on bad input. */
export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CliError(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

/** A `--name N` flag as a whole number within [min, max]; undefined when not given. */
export function wholeNumber(flags: Flags, name: string, min: number, max: number): number | undefined {
  const text = flags[name];
  if (typeof text !== 'string') return undefined;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) throw new CliError(`--${name} takes a whole number from ${min} to ${max}.`);
  return value;
}
