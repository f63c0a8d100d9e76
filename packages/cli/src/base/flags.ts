// Flag shapes shared by commands.
import { Flags } from '@oclif/core';

/**
 * A switch set either way, as gh's: `--active` / `--no-active` (left out: unchanged). Parsed to 'true' | 'false'
 * so a command tells "off" from "not given".
 */
export const onOff = (description: string) =>
  Flags.boolean<'true' | 'false'>({
    allowNo: true,
    description,
    parse: async (on: boolean) => (on ? 'true' : 'false'),
  });
