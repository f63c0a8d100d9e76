import { Flags } from '@oclif/core';
import type { ReassignRecipientResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { envelopeId, envelopeRecipientId } from '../../shared/envelopes/args.js';
import { person } from '../../shared/format.js';

export default class EnvelopesReassign extends BaseCommand<typeof EnvelopesReassign, ReassignRecipientResponse> {
  static override summary = "Pass a recipient's place to someone else";
  static override description =
    `Calls POST /envelopes/{id}/recipients/{recipientId}/reassign: the recipient stays on the envelope as delegated, and a replacement with their role, routing order and fields is created and emailed (at once if it is their turn). The replacement signs by email link alone: an access code belonged to the original.

Refused (exit 5) when the envelope has ended, or the recipient declined, signed, was already passed on, or the address is unchanged. With --json, prints the API response ({ "data", "replacementId" }) as is.`;

  static override examples = [
    '<%= config.bin %> envelopes reassign env_7h2k9d4m1x rcp_4m8q2x7k1d --name "Charles Babbage" --email charles@example.com --reason "Ada is on leave"',
  ];

  static override args = { id: envelopeId, recipientId: envelopeRecipientId };

  static override flags = {
    name: Flags.string({ required: true, description: "The replacement's name." }),
    email: Flags.string({ required: true, description: "The replacement's address." }),
    reason: Flags.string({ description: 'Why (up to 500 characters): in their email and the audit trail.' }),
  };

  public async run(): Promise<ReassignRecipientResponse> {
    const { flags } = this;
    return this.request(`Passing ${this.args.recipientId} on to ${flags.email}…`, (client) =>
      client.envelopes.reassign(
        this.args.id,
        this.args.recipientId,
        defined({ name: flags.name, email: flags.email, reason: flags.reason }),
      ),
    );
  }

  protected override render(res: ReassignRecipientResponse): void {
    const r = res.data.recipients.find((x) => x.id === res.replacementId);
    this.out(
      `Passed ${this.args.recipientId} on to ${r ? person(r.name, r.email) : this.flags.email} (${res.replacementId}, ${r?.status ?? 'added'}) on ${res.data.id}.`,
    );
  }
}
