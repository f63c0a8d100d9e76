// The arguments and flag values of `dossier requests …`: the request and assignee ids, `--item "Name[:description]"`
// and `--assignee "email[:name]"`.
import { Args } from '@oclif/core';
import type { AssigneeInput, FileRequestItemInput } from '@dossier/sdk';
import { UsageError } from '../../base/errors.js';

export const requestId = Args.string({ required: true, description: 'file request id (req_…)' });
export const assigneeId = Args.string({ required: true, description: 'assignee id (asg_…)' });

/** `--item "Name[:description]"`: one item asked for (required unless `optional`). */
export function item(raw: string, optional = false, flag = '--item'): FileRequestItemInput {
  const at = raw.indexOf(':');
  const name = (at < 0 ? raw : raw.slice(0, at)).trim();
  const description = at < 0 ? '' : raw.slice(at + 1).trim();
  if (!name)
    throw new UsageError(
      `${flag} "${raw}": the item needs a name`,
      'Expected "Name" or "Name:description", e.g. "Management accounts:Signed PDF for Q3".',
    );
  if ([...name].length > 200) throw new UsageError(`${flag} "${raw.slice(0, 40)}…": the name is over 200 characters`);
  return { name, ...(description && { description }), ...(optional && { required: false }) };
}

/** `--assignee "email[:name]"`: a person asked for files. */
export function assignee(raw: string, flag = '--assignee'): AssigneeInput {
  const at = raw.indexOf(':');
  const email = (at < 0 ? raw : raw.slice(0, at)).trim();
  const name = at < 0 ? '' : raw.slice(at + 1).trim();
  if (!/^[^\s@:]+@[^\s@:]+\.[^\s@:]+$/.test(email)) {
    throw new UsageError(
      `${flag} "${raw}": "${email}" is not an email address`,
      'Expected "email" or "email:Name", e.g. "cfo@portfolio.example:Priya Shah".',
    );
  }
  return { email, ...(name && { name }) };
}
